import { randomUUID } from "node:crypto";
import { orderSchema } from "@forno/domain/schemas";
import { expect } from "vitest";
import type { TestStream } from "../../test/support/event-stream";
import { type CartPick, orderBody } from "../../test/support/orders";
import type { ApiProcess } from "./api-process";
import { loadCatalogueOverHttp } from "./catalogue";
import { call, expectStatus, loginStaff, signInClient } from "./http";
import { type SeenEvent, eventsThrough, nextEvents, openOrderStream } from "./stream-log";

/** The database server of the scenario: stopped and started again on the same files and port. */
export interface PausableDatabase {
  pause(): void;
  resume(): void;
}

/** One order creation sent during the load, and what came back. */
export interface Creation {
  key: string;
  body: unknown;
  status: number | "no answer";
  message?: string;
  order?: { id: number; externalId: number };
  /** When it was sent, relative to the outage. */
  phase: "before" | "during" | "after";
}

export interface FollowedOrder {
  id: number;
  /** Every event its stream delivered, in order, across the outage (reconnecting with Last-Event-ID when it ended). */
  heard: SeenEvent[];
  /** The stream ended during the outage and was reopened with Last-Event-ID. */
  reopened: boolean;
}

export interface OutageRecord {
  creations: Creation[];
  followed: FollowedOrder[];
  /** /health while the database was down. */
  healthDuringOutage: { status: number; body: unknown };
  /** How long the API took to report the database back after it started (ms). */
  recoveryMs: number;
}

const PIZZA: CartPick[] = [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }];
/** Every request is given this long; a hang is an answer we do not accept. */
const REQUEST_TIMEOUT_MS = 15_000;
const PHASE_LIMIT_MS = 30_000;
const OUTAGE_MS = 3_000;

const pixBody = (orderId: number) => ({ external_reference: orderId, payer: { email: "cliente@example.com" }, payment_method_id: "pix", statement_descriptor: "FORNO", transaction_amount: 1, api_version: 2 });

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, limitMs = PHASE_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Orders are created by `workers` loops while streams follow paid-pending orders; the database
 * server is stopped (fast shutdown) in the middle, left down a few seconds, and started again.
 * Records every answer; then retries the refused creations with their keys and moves the followed
 * orders on, their streams (resumed with Last-Event-ID if they ended) hearing every change.
 */
export async function runOutageScenario(api: ApiProcess, database: PausableDatabase, options: { workers: number; followedOrders: number }): Promise<OutageRecord> {
  const token = await signInClient(api.url);
  const staff = await loginStaff(api.url);
  const catalogue = await loadCatalogueOverHttp(api.url, staff);
  const body = orderBody(catalogue, PIZZA);

  const followed: FollowedOrder[] = [];
  const streams: TestStream[] = [];
  for (let i = 0; i < options.followedOrders; i += 1) {
    const order = orderSchema.parse((await expectStatus(201, api.url, "POST", "/orders", { token, body })).body);
    await expectStatus(201, api.url, "POST", "/order-payments", { token, body: pixBody(order.id) });
    const stream = await openOrderStream(api.url, order.id, token);
    followed.push({ id: order.id, heard: await nextEvents(stream, 1), reopened: false });
    streams.push(stream);
  }

  const run = randomUUID();
  const creations: Creation[] = [];
  let phase: Creation["phase"] = "before";
  let stopped = false;
  const worker = async (w: number) => {
    for (let n = 0; !stopped; n += 1) {
      const creation: Creation = { key: `${run}-${w}-${n}`, body, status: "no answer", phase };
      creations.push(creation);
      try {
        const answer = await call(api.url, "POST", "/orders", { token, body, headers: { "idempotency-key": creation.key }, timeoutMs: REQUEST_TIMEOUT_MS });
        creation.status = answer.status;
        creation.message = (answer.body as { message?: string } | undefined)?.message;
        if (answer.status === 201) {
          const order = orderSchema.parse(answer.body);
          creation.order = { id: order.id, externalId: order.external_id };
        }
      } catch {
        creation.status = "no answer";
      }
      // Refusals come back fast: pace the loop so the outage is not thousands of requests.
      if (creation.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = Array.from({ length: options.workers }, (_, w) => worker(w));
  const answered = (status: number, during: Creation["phase"]) => creations.filter((creation) => creation.phase === during && creation.status === status).length;

  await waitUntil("orders created before the outage", () => answered(201, "before") >= 10);
  database.pause();
  const pausedAt = Date.now();
  phase = "during";
  // Down long enough for the listener's reconnection attempts to fail and back off a few times.
  await waitUntil("creations refused during the outage", () => answered(503, "during") >= 10 && Date.now() - pausedAt >= OUTAGE_MS);
  const health = await call(api.url, "GET", "/health", { timeoutMs: REQUEST_TIMEOUT_MS });
  database.resume();
  const resumedAt = Date.now();
  await waitUntil("the API reporting its database back", async () => (await call(api.url, "GET", "/health", { timeoutMs: REQUEST_TIMEOUT_MS })).status === 200);
  const recoveryMs = Date.now() - resumedAt;
  phase = "after";
  await waitUntil("orders created after the outage", () => answered(201, "after") >= 10);
  stopped = true;
  await Promise.all(workers);

  // A refused creation may have committed before its connection was cut: the retry with the same key tells.
  for (const creation of creations.filter((item) => item.status !== 201)) {
    const retry = await expectStatus(201, api.url, "POST", "/orders", { token, body, headers: { "idempotency-key": creation.key } });
    const order = orderSchema.parse(retry.body);
    creation.order = { id: order.id, externalId: order.external_id };
  }

  for (const [i, order] of followed.entries()) {
    if (streams[i]!.ended) {
      streams[i] = await openOrderStream(api.url, order.id, token, order.heard.at(-1)!.id);
      order.reopened = true;
    }
  }
  // Changes after the outage reach the streams live: the LISTEN connection came back by itself.
  for (const [i, order] of followed.entries()) {
    await expectStatus(200, api.url, "POST", `/sandbox/payments/${order.id}/approve`, { token });
    order.heard.push(...(await eventsThrough(streams[i]!, "PAID", 15_000)));
    await expectStatus(201, api.url, "POST", "/order-state-historys", { token: staff, body: { order_id: order.id, to_state: "PREPARATION" } });
    order.heard.push(...(await eventsThrough(streams[i]!, "PREPARATION", 15_000)));
  }
  // One stream closed and resumed with Last-Event-ID replays the change made while it was away.
  const last = followed.at(-1)!;
  streams.at(-1)!.close();
  await expectStatus(201, api.url, "POST", "/order-state-historys", { token: staff, body: { order_id: last.id, to_state: "DISPATCHED" } });
  const resumed = await openOrderStream(api.url, last.id, token, last.heard.at(-1)!.id);
  last.heard.push(...(await eventsThrough(resumed, "DISPATCHED")));
  resumed.close();
  for (const stream of streams) stream.close();
  expect(api.running).toBe(true);
  return { creations, followed, healthDuringOutage: { status: health.status, body: health.body }, recoveryMs };
}
