import { formatCentavos } from "../format/money";

/** What the discount line reads of an order (an `Order` fits; a quote's coupon too). */
export interface DiscountedOrder {
  /** The coupon used (growth.md section 1), or null. */
  coupon_code?: string | null;
}

/**
 * The discount line's label wherever an order's money is shown (cart, checkout, order page,
 * receipts, desk, ticket): "Desconto (PRIMEIRA10)"; "Desconto" for a discount without a coupon.
 */
export function discountLabel(order: DiscountedOrder): string {
  return order.coupon_code ? `Desconto (${order.coupon_code})` : "Desconto";
}

/** The discount as the line shows it, negative: "-R$ 5,49". */
export function discountAmountText(discountCentavos: number): string {
  return formatCentavos(-Math.abs(discountCentavos));
}
