import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { OrderState } from "@forno/domain/orders";
import { daysBetween, wallClock } from "@forno/domain/store-hours";
import { afterAll, beforeAll } from "vitest";
import { orderStateHistory, orders } from "../../src/db/schema";
import { type CartPick, type NewClient, type TestApp, createClient, createTestApp, loadCatalogue, loginStaff, placeOrder, request } from "./index";

/**
 * Test data of the reports suites: orders with histories written at chosen instants, around the
 * period 2026-03-10 (Tuesday) to 2026-03-12 of São Paulo (UTC-3), so every rule of the contract is
 * exercised: counted vs cancelled (client, store, refunded), a PAID entry before, in and after the
 * period, local dates across midnight, halves and additionals, new and returning clients.
 */
export const TIME_ZONE = "America/Sao_Paulo";
export const REPORT_PERIOD = { from: "2026-03-10", to: "2026-03-12" } as const;
export const CLIENT_NAMES = ["ana", "bruno", "carla", "dani", "edu"] as const;
export type ClientName = (typeof CLIENT_NAMES)[number];

export interface PlannedOrder {
  client: ClientName;
  picks?: CartPick[];
  /** Pay through the sandbox first (so the order has an approved payment row). */
  payBySandbox?: boolean;
  /** A coupon's code (REPORT_COUPONS) the order is created with. */
  coupon?: string;
  /** Every history entry after the initial PENDING one, with its instant (ISO, UTC). */
  steps: Array<[OrderState, string]>;
}

export interface SeededOrder extends PlannedOrder {
  id: number;
  externalId: number;
}

const dough = ["AD-PG-MASSA-TRAD"];
const WHOLE_PIZZAS = ["PG-MARGHERITA", "PG-MUSSARELA", "PG-CALABRESA", "PG-PORTUGUESA", "PG-FRANGO-CATUPIRY", "PG-NAPOLITANA", "PG-ATUM", "PG-QUATRO-QUEIJOS", "PG-PEPPERONI", "PG-CAMARAO", "PG-BURRATA", "PG-ROMEU-JULIETA"];

export function planOrders(): PlannedOrder[] {
  const delivered = (paid: string, dispatched: string, done: string): Array<[OrderState, string]> => [
    ["PAID", paid],
    ["PREPARATION", paid.replace(/:00Z$/, ":30Z")],
    ["DISPATCHED", dispatched],
    ["DELIVERED", done],
  ];
  return [
    // Before the period: makes ana returning.
    { client: "ana", coupon: "DEZPORCENTO", steps: delivered("2026-03-05T15:00:00Z", "2026-03-05T15:20:00Z", "2026-03-05T15:40:00Z") },
    // 19:00 local on the 10th: halves with additionals, paid through the sandbox.
    {
      client: "ana",
      payBySandbox: true,
      picks: [
        { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
        { product: "PG-MARGHERITA", quantity: 0.5 },
      ],
      steps: delivered("2026-03-10T22:00:00Z", "2026-03-10T22:20:00Z", "2026-03-10T22:50:00Z"),
    },
    // 23:30 local on the 10th (02:30 UTC on the 11th); prep 7 min 20 s.
    { client: "bruno", coupon: "DEZPORCENTO", steps: delivered("2026-03-11T02:30:00Z", "2026-03-11T02:37:20Z", "2026-03-11T03:01:00Z") },
    // 23:30 local on the 12th, the last day (02:30 UTC on the 13th).
    { client: "bruno", steps: delivered("2026-03-13T02:30:00Z", "2026-03-13T02:45:00Z", "2026-03-13T03:30:00Z") },
    // Cancelled by the store in the period.
    { client: "bruno", coupon: "FRETEGRATIS", steps: [["PAID", "2026-03-10T12:00:00Z"], ["CANCELLED_STORE", "2026-03-10T12:10:00Z"]] },
    // 00:30 local on the 13th: after the period.
    { client: "carla", steps: delivered("2026-03-13T03:30:00Z", "2026-03-13T03:50:00Z", "2026-03-13T04:10:00Z") },
    // 23:59 local on the 9th, cancelled: does not make carla returning.
    { client: "carla", steps: [["PAID", "2026-03-10T02:59:00Z"], ["CANCELLED_STORE", "2026-03-10T03:10:00Z"]] },
    // Paid in the period, still waiting: counted, no preparation time.
    { client: "carla", coupon: "FRETEGRATIS", picks: [{ product: "PG-MARGHERITA", additionals: dough }], steps: [["PAID", "2026-03-11T15:00:00Z"]] },
    // Cancelled by the client, and refunded after preparation: both cancelled.
    { client: "dani", steps: [["PAID", "2026-03-11T16:00:00Z"], ["CANCELLED_CLIENT", "2026-03-11T16:01:00Z"]] },
    { client: "dani", steps: [["PAID", "2026-03-12T12:00:00Z"], ["PREPARATION", "2026-03-12T12:05:00Z"], ["REFUNDED", "2026-03-12T12:30:00Z"]] },
    // Never paid: in no figure.
    { client: "ana", steps: [] },
    // 23:30 local on the 9th, delivered: the night before; makes edu returning.
    { client: "edu", steps: delivered("2026-03-10T02:30:00Z", "2026-03-10T02:50:00Z", "2026-03-10T03:20:00Z") },
    // Twelve whole pizzas: more products than the top 10.
    { client: "edu", coupon: "DEZPORCENTO", picks: WHOLE_PIZZAS.map((product) => ({ product, additionals: dough })), steps: delivered("2026-03-12T20:00:00Z", "2026-03-12T20:40:00Z", "2026-03-12T21:00:00Z") },
  ];
}

/** Replaces an order's history with PENDING (5 minutes before the first step) and the planned steps. */
async function writeHistory(app: FastifyInstance, orderId: number, steps: PlannedOrder["steps"]): Promise<void> {
  const db = app.ctx.db;
  const start = steps.length === 0 ? Date.parse("2026-03-11T10:00:00Z") : Date.parse(steps[0]![1]) - 5 * 60_000;
  const entries: Array<[OrderState, string]> = [["PENDING", new Date(start).toISOString()], ...steps];
  await db.delete(orderStateHistory).where(eq(orderStateHistory.orderId, orderId));
  await db.insert(orderStateHistory).values(
    entries.map(([state, at], index) => ({ orderId, fromState: index === 0 ? null : entries[index - 1]![0], toState: state, actor: "system", createdAt: new Date(at) })),
  );
  await db.update(orders).set({ currentState: entries.at(-1)![0] }).where(eq(orders.id, orderId));
}

/** The coupons some planned orders use (growth.md section 1: discounts and top coupons in the reports). */
export const REPORT_COUPONS = [
  { code: "DEZPORCENTO", name: "10% em tudo", kind: "percent", value: 10, max_uses_per_client: 0 },
  { code: "FRETEGRATIS", name: "Entrega grátis", kind: "free_delivery", max_uses_per_client: 0 },
] as const;

/** Creates the coupons, the clients and the planned orders through the API, then writes their histories. */
export async function seedReportOrders(app: FastifyInstance): Promise<{ clients: Record<ClientName, NewClient>; orders: SeededOrder[] }> {
  const catalogue = await loadCatalogue(app);
  const staff = await loginStaff(app);
  for (const coupon of REPORT_COUPONS) {
    const created = await request(app, { method: "POST", url: "/coupons", token: staff, payload: coupon });
    if (created.statusCode !== 201) throw new Error(`coupon creation failed: ${created.body}`);
  }
  const clients = {} as Record<ClientName, NewClient>;
  for (const name of CLIENT_NAMES) clients[name] = await createClient(app, { name: `Cliente ${name} da Silva` });
  const seeded: SeededOrder[] = [];
  for (const plan of planOrders()) {
    const client = clients[plan.client];
    const created = await placeOrder(app, client.token, catalogue, plan.picks, plan.coupon === undefined ? {} : { coupon: plan.coupon });
    if (plan.payBySandbox === true) {
      const paid = await request(app, { method: "POST", url: `/sandbox/payments/${created.id}/approve`, token: client.token });
      if (paid.statusCode !== 200) throw new Error(`sandbox payment failed: ${paid.body}`);
    }
    await writeHistory(app, created.id, plan.steps);
    seeded.push({ ...plan, id: created.id, externalId: created.external_id });
  }
  return { clients, orders: seeded };
}

/** The first PAID entry of a planned order whose local date falls in [from, to], as an ISO instant. */
export function paidInPeriod(order: PlannedOrder, from: string, to: string): string | undefined {
  return order.steps.find(([state, at]) => {
    if (state !== "PAID") return false;
    const date = wallClock(Date.parse(at), TIME_ZONE).date;
    return daysBetween(from, date) >= 0 && daysBetween(date, to) >= 0;
  })?.[1];
}

export interface ReportSuite {
  t: TestApp;
  staff: string;
  clients: Record<ClientName, NewClient>;
  orders: SeededOrder[];
}

/** A test app with the seeded report orders for the suite of the calling file (filled in beforeAll). */
export function useReportSuite(): ReportSuite {
  const suite = {} as ReportSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.staff = await loginStaff(suite.t.app);
    Object.assign(suite, await seedReportOrders(suite.t.app));
  });
  afterAll(async () => {
    await suite.t.close();
  });
  return suite;
}
