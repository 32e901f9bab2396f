import { FISCAL_MESSAGES } from "@forno/domain/fiscal";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { StreamEvent } from "../../events/event-bus";
import type { OrderEventFollower } from "../../events/order-event-followers";
import { type FiscalDeps, attemptPendingNote } from "./fiscal-attempt";
import { cancelAuthorizedNote } from "./fiscal-cancel";

export const FISCAL_FOLLOWER = "fiscal-nfce";

/** Attempts of one event: the doubling waits reach an hour after 6, then hourly; the day's limit ends it first (status error). */
const ATTEMPTS = 32;
const MAX_WAIT_MS = 60 * 60 * 1000;

type Work = "issue" | "cancel" | null;

/** What an order event asks of the NFC-e: a pending note to issue, or an authorised note of a cancelled order (not yet flagged) to cancel. */
function workOf(event: StreamEvent): Work {
  const order = JSON.parse(event.data) as Partial<Order>;
  const fiscal = order.fiscal;
  if (fiscal == null) return null;
  if (fiscal.status === "pending") return "issue";
  const state = order.OrderStateHistory === undefined ? undefined : currentState(order.OrderStateHistory);
  return fiscal.status === "authorized" && fiscal.message === null && state !== undefined && isCancelledOrderState(state) ? "cancel" : null;
}

/**
 * The NFC-e follows the committed order events (decision 2803: "fiscal (NFC-e) n attempts"): a note
 * the move left pending is issued after the commit, never inside it; the order flow never waits
 * for the provider. An unanswered attempt is tried again, first within a minute (FISCAL_RETRY_AFTER_MS),
 * then doubling up to an hour, for a day. A cancelled order's authorised note is cancelled while
 * still in time, and otherwise flagged for the accountant (growth.md section 3).
 */
export function fiscalFollower(deps: FiscalDeps & { retryAfterMs: number }): OrderEventFollower {
  return {
    name: FISCAL_FOLLOWER,
    attempts: ATTEMPTS,
    retryAfterMs: deps.retryAfterMs,
    maxRetryAfterMs: MAX_WAIT_MS,
    freshFor: "24 hours",
    wants: (event) => workOf(event) !== null,
    handle: async (event) => {
      const work = workOf(event);
      if (work === "issue") {
        const outcome = await attemptPendingNote(deps, event.orderId);
        if (outcome === "unreachable" || outcome === "busy") throw new Error(`NFC-e of order ${event.orderId}: ${outcome}`);
        return;
      }
      if (work === "cancel") {
        const refusal = await cancelAuthorizedNote(deps, event.orderId, FISCAL_MESSAGES.orderCancelledReason, (why) => ({
          message: why.kind === "refused" ? FISCAL_MESSAGES.orderCancelRefused(why.message) : FISCAL_MESSAGES.lateOrderCancel,
        }));
        if (refusal?.kind === "unreachable" || refusal?.kind === "busy") throw new Error(`NFC-e cancellation of order ${event.orderId}: ${refusal.kind}`);
      }
    },
  };
}
