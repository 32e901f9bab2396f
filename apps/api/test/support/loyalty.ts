import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { LoyaltySettingKey } from "@forno/domain/loyalty";
import { type LoyaltyCard, loyaltyCardSchema } from "@forno/domain/schemas";
import { patchSetting } from "./store-hours";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** PATCH /settings/{id} of each `loyalty.*` value given, as staff; throws unless every one is 200. */
export async function setLoyalty(app: FastifyInstance, staff: string, values: Partial<Record<LoyaltySettingKey, string>>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const response = await patchSetting(app, staff, key, value);
    if (response.statusCode !== 200) throw new Error(`PATCH ${key} failed: ${response.statusCode} ${response.body}`);
  }
}

/** The card: the client's own (GET /clients/me/loyalty) or, with `clientId`, as staff see it. */
export async function loyaltyCard(app: FastifyInstance, token: string, clientId?: number): Promise<LoyaltyCard> {
  const url = clientId === undefined ? "/clients/me/loyalty" : `/clients/${clientId}/loyalty`;
  const response = await app.inject({ method: "GET", url, headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`GET ${url} failed: ${response.statusCode} ${response.body}`);
  return loyaltyCardSchema.parse(response.json());
}

/** POST /clients/{id}/loyalty/adjustments as staff; answers the response. */
export function adjustStamps(app: FastifyInstance, staff: string, clientId: number, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: `/clients/${clientId}/loyalty/adjustments`, headers: auth(staff), payload: body });
}

/** Gives a client stamps through a staff adjustment; throws unless 201. */
export async function giveStamps(app: FastifyInstance, staff: string, clientId: number, change: number): Promise<LoyaltyCard> {
  const response = await adjustStamps(app, staff, clientId, { change, reason: "Selos de teste" });
  if (response.statusCode !== 201) throw new Error(`adjustment failed: ${response.statusCode} ${response.body}`);
  return loyaltyCardSchema.parse(response.json());
}

/** POST /order-state-historys as staff; throws unless 201. */
export async function moveOrder(app: FastifyInstance, staff: string, orderId: number, to: string): Promise<void> {
  const response = await app.inject({ method: "POST", url: "/order-state-historys", headers: auth(staff), payload: { order_id: orderId, to_state: to } });
  if (response.statusCode !== 201) throw new Error(`move to ${to} failed: ${response.statusCode} ${response.body}`);
}

/** The sandbox's approval of an order's payment (staff may approve orders they took); throws unless 200. */
export async function approvePayment(app: FastifyInstance, token: string, orderId: number): Promise<void> {
  const response = await app.inject({ method: "POST", url: `/sandbox/payments/${orderId}/approve`, headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`approval failed: ${response.statusCode} ${response.body}`);
}

/** Paid, prepared, dispatched and delivered. */
export async function deliverOrder(app: FastifyInstance, staff: string, orderId: number): Promise<void> {
  await approvePayment(app, staff, orderId);
  for (const state of ["PREPARATION", "DISPATCHED", "DELIVERED"]) await moveOrder(app, staff, orderId, state);
}
