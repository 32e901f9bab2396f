import { expect } from "vitest";
import type { Database } from "../../src/db/client";
import type { CrashRecord } from "./crash-scenario";
import { auditOrders, orderIdempotencyKeys, orderProblems, streamEventIds } from "./order-audit";

/**
 * After runCrashScenario, with every process stopped or idle: no order half-written, none lost,
 * none duplicated, each paid exactly once, and each followed stream heard every event of its order
 * exactly once and in order, across the crash.
 */
export async function expectCrashSurvived(db: Database, record: CrashRecord): Promise<void> {
  // The kill really came while requests were in flight.
  expect(record.inFlightAtKill).toBeGreaterThan(0);

  const orders = await auditOrders(db);
  expect(orders.flatMap(orderProblems)).toEqual([]);
  const byId = new Map(orders.map((order) => [order.id, order]));

  // None lost: every order answered 201 before the kill is there, with the number it was given.
  for (const answered of record.answeredBeforeKill) expect(byId.get(answered.id)?.externalId, `order ${answered.id}`).toBe(answered.externalId);

  // None duplicated: one order per Idempotency-Key, and no order that no key accounts for.
  const keys = await orderIdempotencyKeys(db);
  const journeyOrders = record.journeys.map((journey) => journey.order?.id);
  expect(record.journeys.map((journey) => keys.get(journey.orderKey))).toEqual(journeyOrders);
  expect(new Set(journeyOrders).size).toBe(record.journeys.length);
  expect(orders.map((order) => order.id).sort((a, b) => a - b)).toEqual([...record.followed.map((order) => order.id), ...(journeyOrders as number[])].sort((a, b) => a - b));

  // Paid exactly once.
  for (const journey of record.journeys) {
    expect(byId.get(journey.order!.id), `journey ${journey.orderKey}`).toMatchObject({ state: "PAID", history: ["PENDING", "PAID"], payments: ["approved"], paymentEvents: ["approved"] });
  }
  const lifecycle = ["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"];
  for (const followed of record.followed) {
    expect(byId.get(followed.id), `followed order ${followed.id}`).toMatchObject({ state: "DELIVERED", history: lifecycle, payments: ["approved"], paymentEvents: ["approved"] });
    // The stream: what it heard before the kill, then by replay and live, is every event once, in order.
    const heard = [...followed.beforeKill, ...followed.afterReconnect];
    expect(heard.map((event) => event.id), `stream of order ${followed.id}`).toEqual(await streamEventIds(db, "order", followed.id));
    expect(heard.map((event) => event.state)).toEqual(lifecycle);
  }
}

/** A line for the test's annotations: how the kill landed this time. */
export function crashSummary(record: CrashRecord): string {
  const count = (predicate: (journey: CrashRecord["journeys"][number]) => boolean) => record.journeys.filter(predicate).length;
  return [
    `${record.inFlightAtKill} requests in flight at SIGKILL`,
    `${record.answeredBeforeKill.length}/${record.journeys.length} creations answered before it`,
    `${count((journey) => journey.beforeKill.create === "lost")} creations lost (${count((journey) => journey.createReplayedOnRetry)} had committed: replayed on retry)`,
    `${count((journey) => journey.beforeKill.pay === "lost")} payments lost (${count((journey) => journey.paymentClaimAbandoned)} left an abandoned claim: 409)`,
    `${count((journey) => journey.beforeKill.approve === "lost")} approvals lost`,
    `streams resumed after ${record.followed.map((order) => order.beforeKill.length).join("/")} events`,
  ].join("; ");
}
