/** Navigation state home receives right after a payment: an order card is on its way, keep its place. */
export interface PaidState {
  paid: true;
}

export function isPaidState(state: unknown): state is PaidState {
  return typeof state === "object" && state !== null && (state as { paid?: unknown }).paid === true;
}
