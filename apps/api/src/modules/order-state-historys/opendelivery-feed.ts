import { type SQL, sql } from "drizzle-orm";
import { ORDER_STATE_LABELS, type OrderState } from "@forno/domain/orders";
import { opendeliveryEvents, opendeliveryState } from "../../db/schema";

/**
 * The OpenDelivery event types Forno records (a subset of the standard's, opendelivery/wire-schemas.ts):
 * here, beside the state service that records them with every move, so that the service needs
 * nothing from the OpenDelivery module, which sits above it and calls it.
 */
export type RecordedEventType = "CREATED" | "CONFIRMED" | "PREPARING" | "READY_FOR_PICKUP" | "DISPATCHED" | "DELIVERED" | "CANCELLED";
type RecordedCancelCode = "OTHER_CANCELLATION_REASON" | "CONSUMER_CANCELLATION_REQUESTED";

export interface RecordedEvent {
  type: RecordedEventType;
  metadata: Record<string, string> | null;
}

const CANCEL_CODES: Partial<Record<OrderState, RecordedCancelCode>> = {
  CANCELLED_STORE: "OTHER_CANCELLATION_REASON",
  CANCELLED_CLIENT: "CONSUMER_CANCELLATION_REQUESTED",
};

/** States after which a refund is the end of an order that was never handed over: it tells the PDV CANCELLED. */
const REFUND_CANCELS: readonly OrderState[] = ["PAID", "PREPARATION", "ERROR"];

/**
 * The OpenDelivery event a move raises (decision 2003), or null: entering PAID for the first time
 * is CREATED (the order enters the feed), then PREPARATION, DISPATCHED and DELIVERED tell
 * PREPARING, DISPATCHED and DELIVERED, and a cancellation (or a refund before the order left) tells
 * CANCELLED with the standard's `{reason, code}`. CONFIRMED and READY_FOR_PICKUP come only from the
 * PDV's own calls (no state changes).
 */
export function openDeliveryEventFor(from: OrderState, to: OrderState, firstPayment: boolean): RecordedEvent | null {
  if (to === "PAID") return firstPayment ? { type: "CREATED", metadata: null } : null;
  if (to === "PREPARATION") return { type: "PREPARING", metadata: null };
  if (to === "DISPATCHED") return { type: "DISPATCHED", metadata: null };
  if (to === "DELIVERED") return { type: "DELIVERED", metadata: null };
  const code = CANCEL_CODES[to] ?? (to === "REFUNDED" && REFUND_CANCELS.includes(from) ? "OTHER_CANCELLATION_REASON" : undefined);
  return code === undefined ? null : { type: "CANCELLED", metadata: { reason: ORDER_STATE_LABELS[to], code } };
}

/**
 * An INSERT of one event for `orderId`, written only while OpenDelivery is configured: the SQL
 * itself reads `opendelivery_state.enabled` (set at start-up from the variables; decision 2002), so
 * every writer of the database agrees without knowing the environment. For a WITH clause or alone.
 */
export function insertOpenDeliveryEvent(orderId: number, event: RecordedEvent, at: Date): SQL {
  return sql`INSERT INTO ${opendeliveryEvents} (order_id, event_type, metadata, created_at)
    SELECT ${orderId}::integer, ${event.type}, ${event.metadata === null ? null : JSON.stringify(event.metadata)}::jsonb, ${at.toISOString()}::timestamptz
     WHERE EXISTS (SELECT 1 FROM ${opendeliveryState} WHERE id = 1 AND enabled)`;
}
