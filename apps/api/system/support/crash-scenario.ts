import { randomUUID } from "node:crypto";
import { orderSchema, paymentResponseSchema } from "@forno/domain/schemas";
import { expect } from "vitest";
import type { TestStream } from "../../test/support/event-stream";
import { type CartPick, orderBody } from "../../test/support/orders";
import type { ApiProcess } from "./api-process";
import { loadCatalogueOverHttp } from "./catalogue";
import { IDEMPOTENCY_IN_PROGRESS } from "../../src/lib/idempotency";
import { type ApiAnswer, call, expectStatus, loginStaff, signInClient } from "./http";
import { HaltableClient, type Outcome, runPool } from "./load";
import { type SeenEvent, eventsThrough, eventsUntilEnd, nextEvents, openOrderStream } from "./stream-log";

/** One customer: create an order, pay it by Pix, approve the payment (sandbox), each with its own answer. */
export interface Journey {
  orderKey: string;
  paymentKey: string;
  /** The order as first answered (before the kill, or by the retry). */
  order?: { id: number; externalId: number };
  /** What became of each step before the kill. */
  beforeKill: { create: Outcome["kind"] | "not reached"; pay: Outcome["kind"] | "not reached"; approve: Outcome["kind"] | "not reached" };
  /** The retry of a creation said `idempotent-replayed`: the order had committed but its answer was lost. */
  createReplayedOnRetry: boolean;
  /** The retried payment found the killed process's unanswered claim (409 for 2 minutes, decision 0801). */
  paymentClaimAbandoned: boolean;
}

/** An order paid during the load while a stream followed it; after the restart staff moves it on. */
export interface FollowedOrder {
  id: number;
  approveBeforeKill: Outcome["kind"] | "not reached";
  /** Events the stream delivered before the process died, then after reconnecting with Last-Event-ID. */
  beforeKill: SeenEvent[];
  afterReconnect: SeenEvent[];
}

export interface CrashRecord {
  journeys: Journey[];
  followed: FollowedOrder[];
  /** Requests sent and not answered when SIGKILL came. */
  inFlightAtKill: number;
  /** Orders answered 2xx before the kill (they must all exist afterwards). */
  answeredBeforeKill: Array<{ id: number; externalId: number }>;
}

export interface CrashScenarioOptions {
  journeys: number;
  /** SIGKILL once this many creations were answered 201, without waiting for the requests in flight. */
  killAfterCreations: number;
  workers: number;
  followedOrders: number;
}

const PIZZAS = ["PG-CALABRESA", "PG-MUSSARELA", "PG-PORTUGUESA", "PG-PEPPERONI"];

function picks(index: number): CartPick[] {
  const first: CartPick = { product: PIZZAS[index % PIZZAS.length]!, additionals: ["AD-PG-MASSA-TRAD"] };
  return index % 3 === 0 ? [first, { product: PIZZAS[(index + 1) % PIZZAS.length]!, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"], quantity: 2 }] : [first];
}

const pixBody = (orderId: number) => ({
  external_reference: orderId,
  payer: { email: "cliente@example.com" },
  payment_method_id: "pix",
  statement_descriptor: "FORNO",
  transaction_amount: 1,
  api_version: 2,
});

function stepOf(outcome: Outcome, expected: number, what: string): ApiAnswer | undefined {
  if (outcome.kind !== "answered") return undefined;
  if (outcome.answer.status !== expected) throw new Error(`${what}: expected ${expected}, got ${outcome.answer.status} ${outcome.answer.text}`);
  return outcome.answer;
}

/**
 * The SIGKILL scenario, on any database: orders followed by streams, then `journeys` customers at
 * `workers` at a time, killed with SIGKILL after `killAfterCreations` creations while requests are
 * in flight; restart on the same database; every unanswered request retried with its key; staff
 * moves the followed orders while their streams are down; the streams reconnect with the
 * Last-Event-ID of their last event, then hear live changes. Checks the answers as it goes and
 * records the rest for the database checks.
 */
export async function runCrashScenario(api: ApiProcess, options: CrashScenarioOptions): Promise<CrashRecord> {
  const token = await signInClient(api.url);
  const staff = await loginStaff(api.url);
  const catalogue = await loadCatalogueOverHttp(api.url, staff);
  const run = randomUUID();

  // Orders followed by a stream across the crash: created, with a pending Pix, stream open.
  const followed: FollowedOrder[] = [];
  const streams: TestStream[] = [];
  for (let i = 0; i < options.followedOrders; i += 1) {
    const created = orderSchema.parse((await expectStatus(201, api.url, "POST", "/orders", { token, body: orderBody(catalogue, picks(i)) })).body);
    await expectStatus(201, api.url, "POST", "/order-payments", { token, body: pixBody(created.id) });
    const stream = await openOrderStream(api.url, created.id, token);
    const current = await nextEvents(stream, 1);
    expect(current[0]!.state).toBe("PENDING");
    streams.push(stream);
    followed.push({ id: created.id, approveBeforeKill: "not reached", beforeKill: current, afterReconnect: [] });
  }

  const client = new HaltableClient(api.url);
  const answeredBeforeKill: CrashRecord["answeredBeforeKill"] = [];
  let killed: Promise<void> | undefined;
  const created = () => {
    if (answeredBeforeKill.length >= options.killAfterCreations && killed === undefined) {
      client.halt();
      killed = api.kill("SIGKILL");
    }
  };

  const journeys: Journey[] = Array.from({ length: options.journeys }, (_, i) => ({
    orderKey: `${run}-order-${i}`,
    paymentKey: `${run}-pay-${i}`,
    beforeKill: { create: "not reached", pay: "not reached", approve: "not reached" },
    createReplayedOnRetry: false,
    paymentClaimAbandoned: false,
  }));
  const bodies = journeys.map((_, i) => orderBody(catalogue, picks(i)));
  const journeyTask = (journey: Journey, index: number) => async () => {
    const create = await client.send("POST", "/orders", { token, body: bodies[index], headers: { "idempotency-key": journey.orderKey } });
    journey.beforeKill.create = create.kind;
    const answer = stepOf(create, 201, `creation ${index}`);
    if (answer === undefined) return;
    const order = orderSchema.parse(answer.body);
    journey.order = { id: order.id, externalId: order.external_id };
    answeredBeforeKill.push(journey.order);
    created();
    const pay = await client.send("POST", "/order-payments", { token, body: pixBody(order.id), headers: { "idempotency-key": journey.paymentKey } });
    journey.beforeKill.pay = pay.kind;
    if (stepOf(pay, 201, `payment ${index}`) === undefined) return;
    const approve = await client.send("POST", `/sandbox/payments/${order.id}/approve`, { token });
    journey.beforeKill.approve = approve.kind;
    stepOf(approve, 200, `approval ${index}`);
  };
  const approveTask = (order: FollowedOrder) => async () => {
    const outcome = await client.send("POST", `/sandbox/payments/${order.id}/approve`, { token });
    order.approveBeforeKill = outcome.kind;
    stepOf(outcome, 200, `approval of followed order ${order.id}`);
  };
  // Half the followed orders are approved early (their streams hear PAID live), half late (most
  // likely after the kill: their PAID is made after the restart and must come back by replay).
  const half = Math.ceil(followed.length / 2);
  const tasks = journeys.map(journeyTask);
  followed.slice(0, half).forEach((order, i) => tasks.splice(2 * i + 1, 0, approveTask(order)));
  tasks.push(...followed.slice(half).map(approveTask));
  await runPool(tasks, options.workers);
  if (killed === undefined) throw new Error(`fewer than ${options.killAfterCreations} creations were answered: the process was never killed`);
  await killed;

  // The streams end with the process; keep what each heard before.
  for (const [i, stream] of streams.entries()) followed[i]!.beforeKill.push(...(await eventsUntilEnd(stream)));

  await api.start();

  // Every request whose answer was lost (or never sent) again, with the same key.
  for (const [index, journey] of journeys.entries()) {
    if (journey.order === undefined) {
      const retry = await expectStatus(201, api.url, "POST", "/orders", { token, body: bodies[index], headers: { "idempotency-key": journey.orderKey } });
      const order = orderSchema.parse(retry.body);
      journey.order = { id: order.id, externalId: order.external_id };
      journey.createReplayedOnRetry = retry.headers.get("idempotent-replayed") === "true";
    }
    if (journey.beforeKill.pay !== "answered") {
      const pay = await call(api.url, "POST", "/order-payments", { token, body: pixBody(journey.order.id), headers: { "idempotency-key": journey.paymentKey } });
      if (pay.status === 409 && journey.beforeKill.pay === "lost") {
        // The killed process claimed the key and never answered: refused for 2 minutes (decision 0801).
        expect(pay.body).toMatchObject({ message: IDEMPOTENCY_IN_PROGRESS });
        journey.paymentClaimAbandoned = true;
      } else {
        expect(pay.status, pay.text).toBe(201);
        paymentResponseSchema.parse(pay.body);
      }
    }
    if (journey.beforeKill.approve !== "answered") {
      const approved = orderSchema.parse((await expectStatus(200, api.url, "POST", `/sandbox/payments/${journey.order.id}/approve`, { token })).body);
      expect(approved.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    }
  }
  // A creation answered before the kill, sent again: the key survived the crash.
  const first = journeys.find((journey) => journey.beforeKill.create === "answered")!;
  const replay = await expectStatus(201, api.url, "POST", "/orders", { token, body: bodies[journeys.indexOf(first)], headers: { "idempotency-key": first.orderKey } });
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(orderSchema.parse(replay.body).id).toBe(first.order!.id);

  for (const order of followed) {
    if (order.approveBeforeKill !== "answered") await expectStatus(200, api.url, "POST", `/sandbox/payments/${order.id}/approve`, { token });
    // Made while the stream is away: it must come back by replay.
    await expectStatus(201, api.url, "POST", "/order-state-historys", { token: staff, body: { order_id: order.id, to_state: "PREPARATION" } });
  }
  for (const order of followed) {
    const lastSeen = order.beforeKill.at(-1)!.id;
    const stream = await openOrderStream(api.url, order.id, token, lastSeen);
    order.afterReconnect = await eventsThrough(stream, "PREPARATION");
    // Then live: each change arrives next, so a duplicate of an earlier event would show up first.
    for (const state of ["DISPATCHED", "DELIVERED"]) {
      await expectStatus(201, api.url, "POST", "/order-state-historys", { token: staff, body: { order_id: order.id, to_state: state } });
      order.afterReconnect.push(...(await nextEvents(stream, 1)));
    }
    stream.close();
  }
  return { journeys, followed, inFlightAtKill: client.inFlightAtHalt, answeredBeforeKill };
}
