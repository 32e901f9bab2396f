import type { Order } from "@forno/domain/schemas";

/** The order carried in navigation state (/checkout, /order), or null when there is none. */
export function readOrderState(state: unknown): Order | null {
  if (!state || typeof state !== "object" || !("order" in state)) return null;
  const { order } = state as { order: unknown };
  if (!order || typeof order !== "object") return null;
  const candidate = order as Order;
  return typeof candidate.id === "number" && Array.isArray(candidate.OrderStateHistory) ? candidate : null;
}
