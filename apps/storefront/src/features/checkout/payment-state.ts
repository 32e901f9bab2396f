import type { Order, PixData } from "@forno/domain/schemas";
import { readOrderState } from "../../lib/orders/order-state";

/** What /checkout/pix needs in navigation state: the order and its Pix data. */
export interface PixState {
  order: Order;
  pix: PixData;
}

/** The order and Pix data carried to /checkout/pix, or null when either is missing. */
export function readPixState(state: unknown): PixState | null {
  const order = readOrderState(state);
  if (!order) return null;
  const { pix } = state as { pix?: unknown };
  if (!pix || typeof pix !== "object") return null;
  const { qr_code, qr_code_base64 } = pix as Partial<PixData>;
  return typeof qr_code === "string" && qr_code !== "" && typeof qr_code_base64 === "string" ? { order, pix: { qr_code, qr_code_base64 } } : null;
}
