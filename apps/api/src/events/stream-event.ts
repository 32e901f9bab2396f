/** The event streams of an order: `order` (the whole order) and `payment` (`{status}`, payments issue). */
export type EventStreamName = "order" | "payment";

/** One event as a stream sends it: its id (from `order_event_id_seq`), its order and its JSON text. */
export interface StreamEvent {
  id: number;
  orderId: number;
  data: string;
}
