import { type IfoodEvent, type IfoodReason, type IfoodStatusCall, ifoodEventSchema, ifoodReasonSchema } from "@forno/domain/ifood";

/** iFood did not answer (network, timeout, a 5xx or a 429): the call may be made again later. */
export class IfoodUnreachable extends Error {
  override name = "IfoodUnreachable";
}

/** iFood answered and refused (a 4xx): `message` is iFood's own, to show as it came. */
export class IfoodRefused extends Error {
  override name = "IfoodRefused";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface IfoodInterruption {
  description: string;
  start: string;
  end: string;
}

/**
 * iFood's Merchant API as Forno calls it (growth.md section 4; the contract's paths). Every call has
 * a timeout and is never made inside a database transaction; each throws IfoodUnreachable when there
 * is no answer to read and IfoodRefused when iFood refuses.
 */
export interface MerchantApi {
  /** GET /order/v1.0/events:polling (x-polling-merchants): the new events; none on 204. */
  poll(): Promise<IfoodEvent[]>;
  /** POST /order/v1.0/events/acknowledgment with [{ id }]: iFood stops sending them. */
  acknowledge(ids: readonly string[]): Promise<void>;
  /** GET /order/v1.0/orders/{id}: the order's details as iFood sent them; null on a 404 (not there yet). */
  orderDetails(orderId: string): Promise<unknown>;
  /** POST /order/v1.0/orders/{id}/<call>: 202 or a refusal. */
  statusCall(orderId: string, call: IfoodStatusCall): Promise<void>;
  /** GET /order/v1.0/orders/{id}/cancellationReasons. */
  cancellationReasons(orderId: string): Promise<IfoodReason[]>;
  /** POST /order/v1.0/orders/{id}/requestCancellation with one of those reasons. */
  requestCancellation(orderId: string, reason: IfoodReason): Promise<void>;
  /** POST /merchant/v1.0/merchants/{merchantId}/interruptions: the new interruption's id. */
  openInterruption(interruption: IfoodInterruption): Promise<string>;
  /** DELETE /merchant/v1.0/merchants/{merchantId}/interruptions/{id}. */
  closeInterruption(id: string): Promise<void>;
}

export interface MerchantApiOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  timeoutMs: number;
}

/** iFood's refusal text: `{ error: { message } }`, `{ message }`, else the HTTP status. */
function refusalMessage(body: unknown, status: number): string {
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const nested = record.error !== null && typeof record.error === "object" ? (record.error as Record<string, unknown>) : {};
  const message = nested.message ?? record.message ?? record.description;
  return typeof message === "string" && message.trim() !== "" ? message.trim() : `HTTP ${status}`;
}

const path = (id: string) => encodeURIComponent(id);

/**
 * The Merchant API over HTTP: OAuth client credentials (`POST /authentication/v1.0/oauth/token`, a
 * form), the access token kept in memory until a minute before it expires and taken again after a
 * 401. The secret and the token only ever travel in the token request and the Authorization header.
 */
export function createMerchantApi(options: MerchantApiOptions): MerchantApi {
  let token: { value: string; until: number } | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${options.baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new IfoodUnreachable(`iFood ${init.method ?? "GET"} ${url.split("?")[0]}: ${error instanceof Error ? error.name : "failed"}`);
    }
  }

  async function readJson(answer: Response): Promise<unknown> {
    try {
      return await answer.json();
    } catch {
      return undefined;
    }
  }

  async function accessToken(): Promise<string> {
    if (token !== null && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({ grantType: "client_credentials", clientId: options.clientId, clientSecret: options.clientSecret });
    const answer = await send("/authentication/v1.0/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, body: form.toString() });
    const body = (await readJson(answer)) as { accessToken?: unknown; expiresIn?: unknown } | undefined;
    if (answer.status >= 500 || answer.status === 429) throw new IfoodUnreachable(`iFood token: HTTP ${answer.status}`);
    if (!answer.ok || typeof body?.accessToken !== "string") throw new IfoodRefused(answer.status === 200 ? 401 : answer.status, refusalMessage(body, answer.status));
    const seconds = typeof body.expiresIn === "number" ? body.expiresIn : 3600;
    token = { value: body.accessToken, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  /** A call with the token; a 401 takes a new token and tries once more. */
  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
    for (let round = 0; ; round++) {
      const answer = await send(url, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, accept: "application/json", ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (answer.status === 401 && round === 0) {
        token = null;
        await answer.body?.cancel();
        continue;
      }
      const read = answer.status === 204 ? undefined : await readJson(answer);
      if (answer.status >= 500 || answer.status === 429) throw new IfoodUnreachable(`iFood ${method} ${url.split("?")[0]}: HTTP ${answer.status}`);
      return { status: answer.status, body: read };
    }
  }

  const expect2xx = ({ status, body }: { status: number; body: unknown }) => {
    if (status < 200 || status >= 300) throw new IfoodRefused(status, refusalMessage(body, status));
  };

  const merchantPath = `/merchant/v1.0/merchants/${path(options.merchantId)}`;

  return {
    async poll() {
      const answer = await call("GET", "/order/v1.0/events:polling", undefined, { "x-polling-merchants": options.merchantId });
      if (answer.status === 204) return [];
      expect2xx(answer);
      const list = Array.isArray(answer.body) ? answer.body : [];
      return list.flatMap((entry) => {
        const parsed = ifoodEventSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async acknowledge(ids) {
      if (ids.length === 0) return;
      expect2xx(await call("POST", "/order/v1.0/events/acknowledgment", ids.map((id) => ({ id }))));
    },
    async orderDetails(orderId) {
      const answer = await call("GET", `/order/v1.0/orders/${path(orderId)}`);
      if (answer.status === 404) return null;
      expect2xx(answer);
      return answer.body;
    },
    async statusCall(orderId, statusCall) {
      expect2xx(await call("POST", `/order/v1.0/orders/${path(orderId)}/${statusCall}`));
    },
    async cancellationReasons(orderId) {
      const answer = await call("GET", `/order/v1.0/orders/${path(orderId)}/cancellationReasons`);
      if (answer.status === 204) return [];
      expect2xx(answer);
      return (Array.isArray(answer.body) ? answer.body : []).flatMap((entry) => {
        const parsed = ifoodReasonSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async requestCancellation(orderId, reason) {
      expect2xx(await call("POST", `/order/v1.0/orders/${path(orderId)}/requestCancellation`, { reason: reason.description, cancellationCode: reason.cancelCodeId }));
    },
    async openInterruption(interruption) {
      const answer = await call("POST", `${merchantPath}/interruptions`, interruption);
      expect2xx(answer);
      const id = (answer.body as { id?: unknown } | undefined)?.id;
      if (typeof id !== "string" || id === "") throw new IfoodUnreachable("iFood interruption: no id in the answer");
      return id;
    },
    async closeInterruption(id) {
      const answer = await call("DELETE", `${merchantPath}/interruptions/${path(id)}`);
      // Already gone (it ended on its own): nothing left to close.
      if (answer.status === 404) return;
      expect2xx(answer);
    },
  };
}
