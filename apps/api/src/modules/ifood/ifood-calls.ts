import type { FastifyBaseLogger } from "fastify";
import { IFOOD_MESSAGES, ifoodCallsFor, pendingIfoodCalls } from "@forno/domain/ifood";
import { type OrderState, currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import type { OrderEventFollower } from "../../events/order-event-followers";
import { IfoodRefused, IfoodUnreachable, type MerchantApi } from "../../ifood";
import { IFOOD_FOLLOWER, addKnownCalls, callsFailingSince, leaseCalls, recordIfoodOrder, releaseCalls } from "./ifood-order-record";

export interface IfoodCallDeps {
  db: Executor;
  api: MerchantApi;
  log: FastifyBaseLogger;
  /** How long one order's calls may hold its lease (a few calls and their timeouts). */
  leaseMs: number;
}

export type CallOutcome = { kind: "done"; hadProblem: boolean } | { kind: "refused"; message: string } | { kind: "unreachable" } | { kind: "busy" } | { kind: "none" };

/**
 * Tells iFood what it does not know yet of the order in `target` (its current state when none is
 * given), one status call after the other, under the order's lease (growth.md section 4): each
 * 202 is recorded at once, so a call is never made twice. Never inside a transaction. The first
 * refusal or silence stops the round.
 */
export async function tellIfood(deps: IfoodCallDeps, orderId: number, target?: OrderState): Promise<CallOutcome> {
  const lease = await leaseCalls(deps.db, orderId, deps.leaseMs);
  if (lease === "none" || lease === "busy") return { kind: lease };
  const hadProblem = lease.problem !== null;
  try {
    for (const call of pendingIfoodCalls(target ?? lease.state, lease.isDelivery, lease.knownCalls)) {
      await deps.api.statusCall(lease.ifoodId, call);
      await addKnownCalls(deps.db, orderId, [call]);
    }
    await releaseCalls(deps.db, orderId, { problem: null, callsFailingSince: null });
    return { kind: "done", hadProblem };
  } catch (error) {
    await releaseCalls(deps.db, orderId);
    if (error instanceof IfoodRefused) return { kind: "refused", message: error.message };
    if (error instanceof IfoodUnreachable) {
      deps.log.warn({ orderId, reason: error.message }, "iFood did not answer a status call");
      return { kind: "unreachable" };
    }
    throw error;
  }
}

/** Attempts of the follower: the first after `retryAfterMs`, then doubling (10 s, 20 s, 40 s, 80 s, 160 s by default). */
export const IFOOD_CALL_ATTEMPTS = 6;

/**
 * iFood's status calls follow the committed moves of an iFood order (decision 2803's "ifood n
 * attempts"; decision 3403): what the desk's own attempt could not tell iFood (no answer) is tried
 * again, doubling the wait; a refusal, and the silence after the last attempt, are kept on the
 * order in plain Portuguese (the desk card shows them). Moves iFood made itself leave nothing to tell.
 */
export function ifoodFollower(deps: IfoodCallDeps & { retryAfterMs: number }): OrderEventFollower {
  const giveUpAfterMs = deps.retryAfterMs * (2 ** (IFOOD_CALL_ATTEMPTS - 1) - 1);
  return {
    name: IFOOD_FOLLOWER,
    attempts: IFOOD_CALL_ATTEMPTS,
    retryAfterMs: deps.retryAfterMs,
    freshFor: "1 hour",
    wants: (event) => {
      const order = JSON.parse(event.data) as Partial<Order>;
      const state = order.OrderStateHistory === undefined ? undefined : currentState(order.OrderStateHistory);
      return order.channel === "ifood" && state !== undefined && ifoodCallsFor(state, order.is_delivery === true).length > 0;
    },
    handle: async (event) => {
      const outcome = await tellIfood(deps, event.orderId);
      if (outcome.kind === "done" && outcome.hadProblem) await recordIfoodOrder(deps.db, event.orderId, { problem: null, callsFailingSince: null });
      if (outcome.kind === "refused") await recordIfoodOrder(deps.db, event.orderId, { problem: IFOOD_MESSAGES.refused(outcome.message), callsFailingSince: null });
      if (outcome.kind !== "unreachable" && outcome.kind !== "busy") return;
      const since = await callsFailingSince(deps.db, event.orderId);
      if (since !== null && Date.now() - since.getTime() >= giveUpAfterMs) {
        await recordIfoodOrder(deps.db, event.orderId, { problem: IFOOD_MESSAGES.gaveUp });
        return;
      }
      if (outcome.kind === "unreachable" && since === null) await recordIfoodOrder(deps.db, event.orderId, { problem: IFOOD_MESSAGES.retrying, callsFailingSince: new Date() });
      throw new Error(`iFood's status calls of order ${event.orderId}: ${outcome.kind}`);
    },
  };
}
