/**
 * Who pays an order's discount (growth.md sections 1 and 4): the store (a coupon, or the store's
 * share of a marketplace promotion), the marketplace, or both ("shared"). Null when there is none.
 */
export const DISCOUNT_SPONSORS = ["store", "marketplace", "shared"] as const;
export type DiscountSponsor = (typeof DISCOUNT_SPONSORS)[number];

/** How the staff read the sponsor beside the discount (the desk card, the ticket: iFood's certification asks for it). */
export const DISCOUNT_SPONSOR_LABELS: Readonly<Record<DiscountSponsor, string>> = {
  store: "pago pela loja",
  marketplace: "pago pelo iFood",
  shared: "dividido entre iFood e loja",
};
