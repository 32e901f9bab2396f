import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { orders } from "../../src/db/schema";
import { markOrderPaid } from "../../src/modules/order-state-historys/order-state-historys.service";
import { type OpenDeliveryEvent, openDeliveryErrorSchema, pollingAnswerSchema, tokenResponseSchema } from "../../src/modules/opendelivery/wire-schemas";
import { type TestCatalogue, type CartPick, placeOrder } from "./orders";

/** The simulated PDV's credentials in API tests. */
export const PDV = { clientId: "pdv-teste", clientSecret: "segredo-do-pdv-de-teste-0123456789" };
export const OPENDELIVERY_ENV = { OPENDELIVERY_CLIENT_ID: PDV.clientId, OPENDELIVERY_CLIENT_SECRET: PDV.clientSecret };

/** POST /opendelivery/oauth/token, form-encoded as the standard says. */
export function requestPdvToken(app: FastifyInstance, clientSecret = PDV.clientSecret, clientId = PDV.clientId): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/opendelivery/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }).toString(),
  });
}

/** A valid access token (its answer checked against TokenResponse). */
export async function pdvToken(app: FastifyInstance, clientSecret = PDV.clientSecret): Promise<string> {
  const response = await requestPdvToken(app, clientSecret);
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  return tokenResponseSchema.parse(response.json()).access_token;
}

/** An OpenDelivery call with the PDV's bearer token. */
export function pdv(app: FastifyInstance, token: string, method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/opendelivery${url}`, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** GET /v1/events:polling: the events (checked against Event), [] on a 204. */
export async function pollPdv(app: FastifyInstance, token: string, query = "", headers: Record<string, string> = {}): Promise<OpenDeliveryEvent[]> {
  const response = await pdv(app, token, "GET", `/v1/events:polling${query}`, undefined, headers);
  if (response.statusCode === 204) {
    if (response.body !== "") throw new Error("a 204 with a body");
    return [];
  }
  if (response.statusCode !== 200) throw new Error(`polling failed: ${response.statusCode} ${response.body}`);
  return pollingAnswerSchema.parse(response.json());
}

/** Acknowledges the events (202 expected). */
export async function acknowledgePdv(app: FastifyInstance, token: string, events: readonly OpenDeliveryEvent[]): Promise<void> {
  const response = await pdv(app, token, "POST", "/v1/events/acknowledgment", events.map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: event.eventType })));
  if (response.statusCode !== 202 || response.body !== "") throw new Error(`acknowledgment failed: ${response.statusCode} ${response.body}`);
}

/** An error answer in the standard's shape (application/problem+json, `{title, status}`) with that status. */
export function expectProblem(response: LightMyRequestResponse, status: number): { title: string; status: number } {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
  if (!String(response.headers["content-type"]).startsWith("application/problem+json")) throw new Error(`not problem+json: ${response.headers["content-type"]}`);
  const body = openDeliveryErrorSchema.strict().parse(response.json());
  if (body.status !== status) throw new Error(`status ${body.status} in a ${status} answer`);
  return body;
}

/** The order's OpenDelivery id. */
export async function orderUuid(app: FastifyInstance, orderId: number): Promise<string> {
  const [row] = await app.ctx.db.select({ uuid: orders.opendeliveryId }).from(orders).where(eq(orders.id, orderId));
  return row!.uuid;
}

/** A customer's order, paid through the payment flow's own entry point; its row id and UUID. */
export async function placePaidOrder(app: FastifyInstance, token: string, catalogue: TestCatalogue, picks?: readonly CartPick[]): Promise<{ id: number; uuid: string }> {
  const { id } = await placeOrder(app, token, catalogue, picks);
  await markOrderPaid(app.ctx.db, id);
  return { id, uuid: await orderUuid(app, id) };
}
