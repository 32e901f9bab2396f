import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";
import { DISCOUNT_SPONSOR_LABELS, type DiscountSponsor } from "./discount-sponsor";

/** What the sums read of an order (an `Order` fits); reais with two decimals, as on the wire. */
export interface SummedOrder {
  /** The items' subtotal. */
  amount: number;
  delivery_fee: number;
  /** The order's discount (growth.md section 1); absent or null: 0. */
  discount?: number | null;
}

/** The money an order shows, in integer centavos. */
export interface OrderSums {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  /** What the customer pays: subtotal + delivery fee - discount. */
  total: number;
}

/**
 * The money an order shows everywhere (summary, desk, ticket, push, CSV, OpenDelivery, checkout):
 * the items' subtotal, the delivery fee, a coupon's discount and the total the customer pays,
 * subtotal + fee - discount (growth.md section 1). Each is rounded to the centavo once, from reais.
 */
export function orderSums(order: SummedOrder): OrderSums {
  const subtotal = reaisToCentavos(order.amount);
  const deliveryFee = reaisToCentavos(order.delivery_fee);
  const discount = reaisToCentavos(order.discount ?? 0);
  return { subtotal, deliveryFee, discount, total: subtotal + deliveryFee - discount };
}

/** The total the customer pays, in centavos (`orderSums(order).total`). */
export function orderTotalCentavos(order: SummedOrder): number {
  return orderSums(order).total;
}

/** What the discount line reads of an order (an `Order` fits; a quote's coupon too). */
export interface DiscountedOrder {
  /** The coupon used (growth.md section 1), or null. */
  coupon_code?: string | null;
  /** Who pays the discount (a marketplace's order: growth.md section 4), or null. */
  discount_sponsor?: DiscountSponsor | null;
  /** The discount is the loyalty card's reward (growth.md section 2). */
  uses_reward?: boolean;
}

/** The discount line's label of an order paid in part with the loyalty card's reward. */
export const REWARD_DISCOUNT_LABEL = "Desconto (recompensa do cartão fidelidade)";

/**
 * The discount line's label wherever an order's money is shown (cart, checkout, order page,
 * receipts, desk, ticket): "Desconto (PRIMEIRA10)"; without a coupon, who pays it when the order
 * says so (an iFood promotion: "Desconto (pago pelo iFood)", iFood's certification asks for the
 * sponsor: decision 3406); the loyalty reward's: REWARD_DISCOUNT_LABEL; else "Desconto".
 */
export function discountLabel(order: DiscountedOrder): string {
  if (order.coupon_code) return `Desconto (${order.coupon_code})`;
  if (order.uses_reward) return REWARD_DISCOUNT_LABEL;
  return order.discount_sponsor ? `Desconto (${DISCOUNT_SPONSOR_LABELS[order.discount_sponsor]})` : "Desconto";
}

/** The discount as the line shows it, negative: "-R$ 5,49". */
export function discountAmountText(discountCentavos: number): string {
  return formatCentavos(-Math.abs(discountCentavos));
}
