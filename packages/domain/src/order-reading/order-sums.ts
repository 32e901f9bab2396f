import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";

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
