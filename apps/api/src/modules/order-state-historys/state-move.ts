import type { SQL } from "drizzle-orm";
import type { OrderState } from "@forno/domain/orders";

/** A state move being written: what each of its in-transaction consequences reads. */
export interface StateMove {
  orderId: number;
  from: OrderState;
  to: OrderState;
  /** The order had been paid before this move (`paid_at` set). */
  wasPaid: boolean;
  /** This move is the order's first payment (it enters PAID with `paid_at` still null). */
  firstPayment: boolean;
  at: Date;
}

/**
 * A consequence that must be atomic with the move (decision 2803): one data-modifying statement
 * (INSERT or UPDATE, no RETURNING needed) that the move runs inside its own statement as a WITH
 * clause, or null when this move has none. It reads the database as it was before the move.
 */
export type MoveWrite = (move: StateMove) => SQL | null;
