import { formatCep } from "@forno/domain/format";
import { DEFAULT_ORDER_NOTES } from "@forno/domain/orders";
import { orderSums } from "@forno/domain/order-reading";
import type { Order, OrderAddress } from "@forno/domain/schemas";
import { derivedUuid } from "./derived-uuid";
import { type CatalogueCodes, brl, mapOrderItems } from "./order-items-mapping";
import { mapPayments } from "./order-payments-mapping";
import type { OpenDeliveryAddress, OpenDeliveryOrder } from "./order-schema";

/** The delivery fee's name in `otherFees`. */
export const DELIVERY_FEE_NAME = "Taxa de entrega";

/** Where the order goes: the city and state of its delivery area and the area's coordinates (decision 2023). */
export interface OrderPlace {
  city: string;
  /** Two letters, e.g. "SP". */
  state: string;
  latitude: number;
  longitude: number;
}

/** Everything the mapping needs besides Forno's order; the loader (order-details.ts) reads it. */
export interface OpenDeliveryOrderInput {
  order: Order;
  /** `orders.opendelivery_id`. */
  orderId: string;
  /** When the order became PAID (`orders.paid_at`): it reached the store then. */
  paidAt: string;
  merchant: { id: string; name: string };
  /** The client; once anonymised, its kept name and the store's phone (decision 2025). */
  customer: { clientId: number | string; name: string; phone: string; ordersCount: number };
  place: OrderPlace;
  codes: CatalogueCodes;
  /** `operation.default_delivery_time` and `operation.slot_minutes`. */
  deliveryMinutes: number;
  slotMinutes: number;
  /** What the order's discount takes off: the delivery fee (a free-delivery coupon) or the cart (any other). */
  discountTarget?: "CART" | "DELIVERY_FEE";
}

const MINUTE = 60_000;
const iso = (millis: number) => new Date(millis).toISOString();

/**
 * Forno's order as OpenDelivery's Order (operations.md section 7; docs/opendelivery-order-mapping.md):
 * pure, the same input always giving the same answer. Totals are built in centavos from the items
 * (Forno's own line prices), so itemsPrice + otherFees - discount = orderAmount = the methods' sum.
 */
export function mapOpenDeliveryOrder(input: OpenDeliveryOrderInput): OpenDeliveryOrder {
  const { order, orderId, merchant } = input;
  const items = mapOrderItems(orderId, order.OrderItem, input.codes);
  const itemsCentavos = items.reduce((sum, { totalCentavos }) => sum + totalCentavos, 0);
  const sums = orderSums(order);
  const feeCentavos = order.is_delivery ? sums.deliveryFee : 0;
  const orderCentavos = itemsCentavos + feeCentavos - sums.discount;
  const paidAt = Date.parse(input.paidAt);
  // scheduled_time is the chosen slot, or (an order for now) the paid time plus the delivery time.
  const expectedAt = order.scheduled_time === null ? paidAt + input.deliveryMinutes * MINUTE : Date.parse(order.scheduled_time);
  const notes = order.order_notes?.trim();

  return {
    id: orderId,
    type: order.is_delivery ? "DELIVERY" : "TAKEOUT",
    displayId: String(order.external_id),
    salesChannel: order.channel,
    category: "FOOD",
    createdAt: iso(Date.parse(order.created_at)),
    ...timing(order, paidAt, expectedAt, input),
    merchant,
    items: items.map(({ item }) => item),
    ...(feeCentavos > 0 ? { otherFees: [{ name: DELIVERY_FEE_NAME, type: "DELIVERY_FEE", receivedBy: "MERCHANT", price: brl(feeCentavos) }] } : {}),
    ...(sums.discount > 0 ? { discounts: [orderDiscount(order, sums.discount, input.discountTarget ?? "CART")] } : {}),
    total: { itemsPrice: brl(itemsCentavos), otherFees: brl(feeCentavos), discount: brl(sums.discount), orderAmount: brl(orderCentavos) },
    payments: mapPayments(order.OrderPayment ?? [], orderCentavos),
    customer: {
      id: derivedUuid(`${merchant.id}/client/${input.customer.clientId}`),
      name: input.customer.name,
      phone: { number: input.customer.phone },
      ordersCountOnMerchant: input.customer.ordersCount,
    },
    ...(order.is_delivery
      ? { delivery: { deliveredBy: "MERCHANT", deliveryAddress: deliveryAddress(order.address, input.place), estimatedDeliveryDateTime: iso(expectedAt) } }
      : { takeout: { mode: "DEFAULT", takeoutDateTime: iso(expectedAt) } }),
    // The PDV reports preparing and delivered: both move the order along for the customer (decision 2026).
    sendPreparing: true,
    sendDelivered: true,
    ...(notes && notes !== DEFAULT_ORDER_NOTES ? { extraInfo: notes } : {}),
  };
}

/**
 * The order's discount as the standard's `discounts` entry (growth.md section 1): the whole amount,
 * paid by its sponsor (the store for its own coupons: MERCHANT), with the coupon's code.
 */
function orderDiscount(order: Order, discountCentavos: number, target: "CART" | "DELIVERY_FEE") {
  const sponsor = order.discount_sponsor === "marketplace" ? ("MARKETPLACE" as const) : ("MERCHANT" as const);
  return {
    amount: brl(discountCentavos),
    target,
    sponsorshipValues: [{ name: sponsor, amount: brl(discountCentavos), ...(order.coupon_code ? { discountCode: order.coupon_code } : {}) }],
  };
}

/** INSTANT: preparation from payment. SCHEDULED: the slot as the window, preparation from the slot minus the delivery time (never before payment). */
function timing(order: Order, paidAt: number, expectedAt: number, input: OpenDeliveryOrderInput) {
  if (!order.is_scheduled) return { orderTiming: "INSTANT" as const, preparationStartDateTime: iso(paidAt) };
  return {
    orderTiming: "SCHEDULED" as const,
    preparationStartDateTime: iso(Math.max(paidAt, expectedAt - input.deliveryMinutes * MINUTE)),
    schedule: { scheduledDateTimeStart: iso(expectedAt), scheduledDateTimeEnd: iso(expectedAt + input.slotMinutes * MINUTE) },
  };
}

/** The order's address snapshot with its area's city, state and coordinates. */
export function deliveryAddress(address: OrderAddress | null, place: OrderPlace): OpenDeliveryAddress {
  const street = address?.address ?? "";
  const number = address?.number ?? "";
  const complement = address?.address_info?.trim() || undefined;
  const district = address?.neighborhood ?? "";
  const city = address?.city ?? place.city;
  const postalCode = address?.postal_code ? formatCep(address.postal_code) : "";
  const streetLine = [street, number, complement].filter((part) => part).join(", ");
  const formattedAddress = `${[streetLine, district].filter((part) => part).join(", ")} - ${city}/${place.state}${postalCode ? `, ${postalCode}` : ""}`;
  return {
    country: "BR",
    state: `BR-${place.state}`,
    city,
    district,
    street,
    number,
    ...(complement ? { complement } : {}),
    ...(address?.address_notes?.trim() ? { reference: address.address_notes.trim() } : {}),
    formattedAddress,
    postalCode,
    coordinates: { latitude: place.latitude, longitude: place.longitude },
  };
}
