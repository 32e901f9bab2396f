import type { SmsProviderName } from "../env-sms";

/** What one delivery attempt came to. `reason` (Portuguese, for the staff's screen) never holds the text. */
export type DeliveryResult = { ok: true; providerMessageId: string | null } | { ok: false; retry: boolean; reason: string };

/** One provider's way of handing a text message over (growth.md section 5). */
export interface SmsGateway {
  readonly name: SmsProviderName;
  /** The sender id the provider shows (TWILIO_FROM, ZENVIA_FROM), null for `console`. */
  readonly sender: string | null;
  /** One attempt, bounded by a timeout; never throws. */
  deliver(phone: string, body: string): Promise<DeliveryResult>;
}

/** Every provider call gives up after this (an outside call always has a timeout). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** A stored phone (DDD and number, 10 or 11 digits) in E.164, as Twilio wants it: "+5511987654321". */
export function e164(phone: string): string {
  return `+55${phone}`;
}

/** A stored phone as Zenvia wants it: country code and digits, "5511987654321". */
export function countryDigits(phone: string): string {
  return `55${phone}`;
}

/** Reads a provider's JSON answer, or nothing when it is not JSON. */
async function jsonOf(answer: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body = (await answer.json()) as unknown;
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one provider request and sorts its outcome: 2xx is delivered (the id read by `idOf`), 5xx
 * and network failures (a timeout included) may be retried, any other status may not (growth.md
 * section 5). The reason keeps the status and the provider's error code, never its message, which
 * may repeat the phone.
 */
export async function postToProvider(url: string, init: RequestInit, idOf: (body: Record<string, unknown>) => unknown): Promise<DeliveryResult> {
  let answer: Response;
  try {
    answer = await fetch(url, { ...init, method: "POST", signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    return { ok: false, retry: true, reason: timedOut ? `Sem resposta do provedor em ${DELIVERY_TIMEOUT_MS / 1000} s` : `Falha de rede${typeof code === "string" ? ` (${code})` : ""}` };
  }
  const body = await jsonOf(answer);
  if (answer.ok) {
    const id = body === undefined ? undefined : idOf(body);
    return { ok: true, providerMessageId: typeof id === "string" && id !== "" ? id.slice(0, 100) : null };
  }
  const code = body?.code;
  const codeText = typeof code === "string" || typeof code === "number" ? ` (código ${String(code).slice(0, 40)})` : "";
  return { ok: false, retry: answer.status >= 500, reason: `HTTP ${answer.status}${codeText}` };
}
