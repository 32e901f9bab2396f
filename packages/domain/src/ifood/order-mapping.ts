import { onlyDigits } from "../format/digits";
import type { DiscountSponsor } from "../order-reading/discount-sponsor";
import { DEFAULT_ORDER_NOTES } from "../orders/order-notes";
import { reaisToCentavos } from "../pricing/centavos";
import type { ParsedIfoodOrder } from "./merchant-api";
import { type IfoodPaymentRow, ifoodDiscount, ifoodPayments } from "./order-money";
import { type IfoodCatalogue, type IfoodOrderRow, ifoodOrderRows } from "./order-lines";

/** The delivery address as a Forno order keeps it (the wire's `OrderAddress`). */
export interface IfoodOrderAddress {
  address: string;
  alias: string | null;
  number: string;
  neighborhood: string | null;
  postal_code: string;
  address_info: string | null;
  address_notes: string | null;
}

/** iFood's customer, kept on the order without making a Forno client (growth.md section 4). */
export interface IfoodCustomer {
  name: string;
  /** As iFood gives it: the customer's number or iFood's 0800, with `localizer` to dial after it. */
  phone: string | null;
  localizer: string | null;
  /** CPF for the fiscal receipt, when the customer asked for it. */
  document: string | null;
}

/** A Forno order made from an iFood order: money in centavos, adding up as every order does (growth.md section 6). */
export interface IfoodOrderMapping {
  rows: IfoodOrderRow[];
  /** The rows' sum. */
  subtotal: number;
  /** iFood's delivery fee plus its additional fees. */
  deliveryFee: number;
  discount: number;
  discountSponsor: DiscountSponsor | null;
  /** subtotal + deliveryFee - discount = the payments' sum. */
  total: number;
  payments: IfoodPaymentRow[];
  isDelivery: boolean;
  /** Null for a takeout order (the store's address is the order's, as for any pickup). */
  address: IfoodOrderAddress | null;
  /** A scheduled order's delivery time (ISO); null for one to make now. */
  scheduledFor: string | null;
  notes: string;
  customer: IfoodCustomer;
}

function addressOf(order: ParsedIfoodOrder): IfoodOrderAddress | null {
  const place = order.delivery?.deliveryAddress;
  if (order.orderType.toUpperCase() !== "DELIVERY" || !place) return null;
  return {
    address: place.streetName?.trim() || place.formattedAddress?.trim() || "",
    alias: null,
    number: place.streetNumber?.trim() || "S/N",
    neighborhood: place.neighborhood?.trim() || null,
    postal_code: onlyDigits(place.postalCode ?? ""),
    address_info: place.complement,
    address_notes: place.reference,
  };
}

/**
 * An iFood order (its details, parsed) as a Forno order, pure (growth.md section 4): the rows of
 * `ifoodOrderRows`, the delivery fee with iFood's additional fees, the marketplace discount with its
 * sponsor (never more than the rows and fee), the payments of `ifoodPayments`, the delivery address
 * (none for takeout), the scheduled time, the notes (`extraInfo`) and the customer. Forno's total is
 * built from the rows, so items + fee - discount = total = payments always holds.
 */
export function mapIfoodOrder(order: ParsedIfoodOrder, catalogue: IfoodCatalogue): IfoodOrderMapping {
  const rows = ifoodOrderRows(order.items, catalogue);
  const subtotal = rows.reduce((sum, row) => sum + row.amount, 0);
  const deliveryFee = Math.max(0, reaisToCentavos(order.total.deliveryFee)) + Math.max(0, reaisToCentavos(order.total.additionalFees ?? 0));
  const found = ifoodDiscount(order.benefits);
  const discount = Math.min(found.centavos, subtotal + deliveryFee);
  const total = subtotal + deliveryFee - discount;
  const address = addressOf(order);
  return {
    rows,
    subtotal,
    deliveryFee,
    discount,
    discountSponsor: discount > 0 ? found.sponsor : null,
    total,
    payments: ifoodPayments(order.payments.methods, total),
    isDelivery: address !== null,
    address,
    scheduledFor: order.orderTiming.toUpperCase() === "SCHEDULED" ? (order.schedule?.deliveryDateTimeStart ?? null) : null,
    notes: order.extraInfo ?? DEFAULT_ORDER_NOTES,
    customer: {
      name: order.customer.name.trim() || "Cliente iFood",
      phone: order.customer.phone?.number ?? null,
      localizer: order.customer.phone?.localizer ?? null,
      document: order.customer.documentNumber === null ? null : onlyDigits(order.customer.documentNumber) || null,
    },
  };
}
