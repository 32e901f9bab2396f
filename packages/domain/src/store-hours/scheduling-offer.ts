/** What the storefront knows from GET /settings/store: the online flag and the computed and set `operation` fields. */
export interface SchedulingOfferInput {
  online: boolean;
  is_open: boolean;
  accept_scheduled_when_closed: boolean;
}

/**
 * How the cart may order right now: "now" (open: now or scheduled), "scheduled-only" (closed but
 * taking scheduled orders) or "none" (offline, or closed without scheduling: 'App Offline'). The
 * same answer as acceptsScheduling, from the wire fields instead of the hours.
 */
export type OrderingMode = "now" | "scheduled-only" | "none";

export function orderingMode({ online, is_open, accept_scheduled_when_closed }: SchedulingOfferInput): OrderingMode {
  if (!online) return "none";
  if (is_open) return "now";
  return accept_scheduled_when_closed ? "scheduled-only" : "none";
}
