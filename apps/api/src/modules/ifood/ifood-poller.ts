import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { IFOOD_MESSAGES } from "@forno/domain/ifood";
import { OPEN_ORDER_STATES } from "@forno/domain/orders";
import { openingState } from "@forno/domain/store-hours";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { IfoodRefused, IfoodUnreachable, type MerchantApi } from "../../ifood";
import { readStoreHours } from "../store-hours/store-hours.service";
import { type EventOutcome, applyIfoodEvent } from "./ifood-event-apply";
import { dueEvents, hasWaitingEvents, storeEvents } from "./ifood-events";
import { syncPause } from "./ifood-pause";
import { claimPoller, recordIfoodProblem, recordPollAnswered, releasePoller } from "./ifood-state";

export interface PollerDeps {
  db: Executor;
  api: MerchantApi;
  log: FastifyBaseLogger;
  merchantId: string;
  /** This API instance, in the election. */
  instanceId: string;
  intervalMs: number;
  timeoutMs: number;
}

export interface IfoodPoller {
  /** One round now (tests; the timer runs them anyway). */
  round(): Promise<void>;
  /** Stops the timer, waits for the round in progress and gives the lease back. */
  stop(): Promise<void>;
}

/** Whether iFood's orders are wanted now: the store is open, or iFood orders (or events) are still open (growth.md section 4). */
async function wanted(db: Executor, now: Date): Promise<boolean> {
  if (openingState(await readStoreHours(db, now), now).is_open) return true;
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channel, "ifood"), inArray(orders.currentState, [...OPEN_ORDER_STATES])))
    .limit(1);
  return open !== undefined || (await hasWaitingEvents(db));
}

/** Applies the due events, oldest first; an order whose event waits holds its later events back. */
async function applyDue(deps: PollerDeps): Promise<void> {
  const held = new Set<string>();
  for (const event of await dueEvents(deps.db, new Date())) {
    if (held.has(event.ifoodOrderId)) continue;
    let outcome: EventOutcome;
    try {
      outcome = await applyIfoodEvent(deps, event);
    } catch (error) {
      deps.log.error({ err: error, ifoodEvent: event.id }, "could not apply an iFood event; it will be tried again");
      outcome = "waiting";
    }
    if (outcome === "waiting") held.add(event.ifoodOrderId);
  }
}

/** One poll: the events stored, then acknowledged (never before), whatever their number. */
async function poll(deps: PollerDeps): Promise<void> {
  try {
    const events = await deps.api.poll();
    await recordPollAnswered(deps.db);
    if (events.length === 0) return;
    await storeEvents(deps.db, events, deps.merchantId);
    await deps.api.acknowledge(events.map((event) => event.id));
  } catch (error) {
    if (!(error instanceof IfoodUnreachable || error instanceof IfoodRefused)) throw error;
    deps.log.warn({ reason: error.message }, "iFood's polling failed");
    const message = error instanceof IfoodRefused && error.status === 401 ? IFOOD_MESSAGES.credentialsRefused : IFOOD_MESSAGES.pollFailed;
    await recordIfoodProblem(deps.db, message, { pollFailed: true });
  }
}

/**
 * The deployment's one iFood poller (decision 3400): every instance ticks, and the one that holds
 * the lease in `ifood_state` (taken when free or run out) polls every `intervalMs` while the store
 * is open or iFood orders are open, stores and acknowledges the events, then applies those due. A
 * stopped instance's lease runs out and another one takes over.
 */
export function startIfoodPoller(deps: PollerDeps): IfoodPoller {
  // A poll and its events' calls each take at most a few timeouts: the lease outlasts a round.
  const leaseMs = 3 * deps.intervalMs + 4 * deps.timeoutMs;
  const tickMs = Math.max(100, Math.min(2_000, Math.floor(deps.intervalMs / 2)));
  let running: Promise<void> | null = null;
  let stopped = false;

  const once = async () => {
    const claim = await claimPoller(deps.db, deps.instanceId, leaseMs, deps.intervalMs);
    if (claim === null || stopped) return;
    if (claim.pollNow) {
      if (await wanted(deps.db, new Date())) await poll(deps);
      // A pause iFood did not hear of (or one that ended by itself) is caught up once per interval.
      await syncPause(deps);
    }
    await applyDue(deps);
  };

  const round = () => {
    running ??= once()
      .catch((error: unknown) => {
        if (!stopped) deps.log.error({ err: error }, "the iFood poller's round failed");
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void round(), tickMs);
  timer.unref();
  void round();

  return {
    round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await releasePoller(deps.db, deps.instanceId).catch(() => {});
    },
  };
}
