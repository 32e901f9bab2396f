import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_OPENDELIVERY, urls } from "./servers";

const BASE = `${urls.api}/opendelivery`;

export interface PdvEvent {
  eventId: string;
  eventType: string;
  orderId: string;
  orderURL: string;
  createdAt: string;
}

/**
 * A store's PDV talking OpenDelivery to the API (operations.md section 7): a client-credentials
 * token, polling with acknowledgment of everything it receives (as the standard asks; no other
 * spec polls), the order details and the status calls. It keeps every event it received.
 */
export class SimulatedPdv {
  private token = "";
  readonly received: PdvEvent[] = [];

  constructor(private readonly request: APIRequestContext) {}

  async connect(): Promise<void> {
    const response = await this.request.post(`${BASE}/oauth/token`, {
      form: { grant_type: "client_credentials", client_id: E2E_OPENDELIVERY.clientId, client_secret: E2E_OPENDELIVERY.clientSecret },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe("bearer");
    this.token = body.access_token;
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** One poll (200 with events or 204), then the acknowledgment of what came. */
  async poll(): Promise<PdvEvent[]> {
    const response = await this.request.get(`${BASE}/v1/events:polling`, { headers: this.headers });
    if (response.status() === 204) return [];
    expect(response.status()).toBe(200);
    const events = (await response.json()) as PdvEvent[];
    this.received.push(...events);
    for (let start = 0; start < events.length; start += 100) {
      const batch = events.slice(start, start + 100).map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: event.eventType }));
      expect((await this.request.post(`${BASE}/v1/events/acknowledgment`, { headers: this.headers, data: batch })).status()).toBe(202);
    }
    return events;
  }

  /** The event types received so far for one order, in order. */
  typesOf(orderId: string): string[] {
    return this.received.filter((event) => event.orderId === orderId).map((event) => event.eventType);
  }

  /** Polls until the order's events end with `types` (checked in order). */
  async expectEvents(orderId: string, types: string[], timeout = 20_000): Promise<void> {
    await expect(async () => {
      await this.poll();
      expect(this.typesOf(orderId)).toEqual(types);
    }).toPass({ timeout });
  }

  /** The order's OpenDelivery id: the CREATED event whose order details carry this order number (displayId). */
  async findOrder(externalId: number, timeout = 20_000): Promise<string> {
    let found: string | undefined;
    await expect(async () => {
      await this.poll();
      for (const event of this.received.filter((one) => one.eventType === "CREATED")) {
        const details = await this.request.get(event.orderURL, { headers: this.headers });
        expect(details.status()).toBe(200);
        if (((await details.json()) as { displayId?: string }).displayId === String(externalId)) found = event.orderId;
      }
      expect(found).toBeDefined();
    }).toPass({ timeout });
    return found!;
  }

  /** POST /v1/orders/{orderId}/{call}: accepted (202) whenever the state machine allows it or it already happened. */
  async status(orderId: string, call: string, data?: unknown): Promise<void> {
    const response = await this.request.post(`${BASE}/v1/orders/${orderId}/${call}`, { headers: this.headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), `${call}: ${await response.text()}`).toBe(202);
  }
}
