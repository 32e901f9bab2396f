import { type APIRequestContext, expect } from "@playwright/test";
import { freePortSync } from "./free-port";

/**
 * The local fake of iFood's Merchant API (apps/api/test/support/fake-ifood.ts, started by servers.ts
 * through fake-ifood-cli.ts): the suite's API polls it with the connector on, as in production but
 * with a shorter interval (decision 3407). The port is chosen once, by the runner, and reaches the
 * workers through the environment.
 */
process.env.E2E_IFOOD_PORT ??= freePortSync();

export const FAKE_IFOOD_URL = `http://127.0.0.1:${process.env.E2E_IFOOD_PORT}`;

/** How often the e2e API polls the fake (iFood asks for 30 s; the run cannot wait that long per order). */
export const E2E_IFOOD_POLL_MS = 3_000;

/** The credentials and the store the fake knows (FAKE_IFOOD in apps/api/test/support/ifood-orders.ts). */
export const E2E_IFOOD = { clientId: "forno-ifood-client", clientSecret: "fake-ifood-client-secret-0123456789", merchantId: "6b487a27-c4fc-4f26-b05e-3967c2331882" };

/** The API's variables: the connector on, at the fake. */
export const E2E_IFOOD_ENV = {
  IFOOD_CLIENT_ID: E2E_IFOOD.clientId,
  IFOOD_CLIENT_SECRET: E2E_IFOOD.clientSecret,
  IFOOD_MERCHANT_ID: E2E_IFOOD.merchantId,
  IFOOD_BASE_URL: FAKE_IFOOD_URL,
  IFOOD_POLL_INTERVAL_MS: String(E2E_IFOOD_POLL_MS),
};

export interface PlacedIfoodOrder {
  /** iFood's order id (the Forno order's external_ref). */
  id: string;
  /** The number iFood's screens show (display_ref). */
  displayId: string;
}

/** A delivery order placed on iFood (the fake's sample: a half-and-half pizza with bacon and two Guaranás, prepaid): its PLACED event is queued. */
export async function placeIfoodOrder(request: APIRequestContext, sample: Record<string, unknown> = {}): Promise<PlacedIfoodOrder> {
  const response = await request.post(`${FAKE_IFOOD_URL}/_fake/orders`, { data: { sample } });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlacedIfoodOrder;
}

/** An event iFood raises by itself (CAN: the customer cancelled through iFood; CON: concluded). */
export async function emitIfoodEvent(request: APIRequestContext, orderId: string, code: string): Promise<void> {
  const response = await request.post(`${FAKE_IFOOD_URL}/_fake/orders/${orderId}/events`, { data: { code } });
  expect(response.status()).toBe(201);
}

/** What iFood heard about an order: its status calls in order, and the store's cancellation request. */
export async function ifoodHeard(request: APIRequestContext, orderId: string): Promise<{ calls: string[]; cancellation: { reason: string; cancellationCode: string } | null }> {
  const response = await request.get(`${FAKE_IFOOD_URL}/_fake/orders/${orderId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { calls: string[]; cancellation: { reason: string; cancellationCode: string } | null };
}
