/**
 * Where an order came from (contract part 2, section 3): the storefront, staff by phone or at the
 * counter, or the iFood marketplace (growth.md section 4).
 */
export const ORDER_CHANNELS = ["online", "phone", "counter", "ifood"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels a coupon may apply to: never iFood's orders (growth.md section 4: coupons never apply to them). */
export const COUPON_CHANNELS = ["online", "phone", "counter"] as const satisfies readonly OrderChannel[];
export type CouponChannel = (typeof COUPON_CHANNELS)[number];

/** The channels staff choose when they take an order themselves. */
export const STAFF_ORDER_CHANNELS = ["phone", "counter"] as const satisfies readonly OrderChannel[];
export type StaffOrderChannel = (typeof STAFF_ORDER_CHANNELS)[number];

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  online: "Online",
  phone: "Telefone",
  counter: "Balcão",
  ifood: "iFood",
};

export function orderChannelLabel(channel: OrderChannel): string {
  return ORDER_CHANNEL_LABELS[channel];
}
