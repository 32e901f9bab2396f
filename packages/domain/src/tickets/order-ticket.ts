import { formatCentavos, formatCep, formatDate, formatPhone, formatTime } from "../format";
import { DEFAULT_ORDER_NOTES } from "../orders/order-notes";
import { type PaymentSource } from "../order-reading/counting-payment";
import { discountAmountText, discountLabel, orderSums } from "../order-reading/order-sums";
import { ticketPaymentText } from "../order-reading/payment-texts";
import { FULFILMENT_LABELS, PICKUP_AT_COUNTER } from "../order-reading/state-texts";
import { type TicketFiscal, nfceBlockLines } from "./nfce-block";
import { type TicketEntry, type TicketItemSource, ticketEntries } from "./ticket-items";
import { labelAndValue, rule, wrapText } from "./ticket-text";

export const TICKET_TEMPLATES = ["kitchen", "delivery"] as const;
export type TicketTemplate = (typeof TICKET_TEMPLATES)[number];
/** 48 characters fit 80 mm paper, 32 fit 58 mm. */
export const TICKET_WIDTHS = [48, 32] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];

/** What a ticket reads of an order (an `Order` as GET /orders/{id} answers it fits). */
export interface TicketOrder {
  external_id: number;
  created_at: string;
  amount: number;
  delivery_fee: number;
  /** A coupon's discount (growth.md section 1) and its code; absent: none. */
  discount?: number;
  coupon_code?: string | null;
  is_delivery: boolean;
  /** A scheduled order (operations.md section 2); absent until scheduling exists. */
  is_scheduled?: boolean;
  order_notes: string | null;
  scheduled_time: string | null;
  address: {
    address: string;
    number: string;
    address_info: string | null;
    neighborhood: string | null;
    postal_code: string;
    address_notes: string | null;
  } | null;
  OrderItem: readonly TicketItemSource[];
  OrderPayment?: readonly PaymentSource[];
  /** An anonymised client has a name ("Cliente removido") and no phone. */
  Client: { name: string; phone: string | null } | null;
  /** The order's NFC-e (growth.md section 3); absent or null: none. */
  fiscal?: TicketFiscal | null;
}

const INDENT = "   ";

/** "ENTREGA 21:15", "RETIRADA 21:15" or "AGENDADO 21:15" (with the date when it is not the order's day). */
function modeLine(order: TicketOrder): string {
  const mode = order.is_scheduled === true ? "AGENDADO" : (order.is_delivery ? FULFILMENT_LABELS.delivery : FULFILMENT_LABELS.pickup).toUpperCase();
  if (order.scheduled_time === null) return mode;
  const day = formatDate(order.scheduled_time);
  const time = formatTime(order.scheduled_time);
  return day === formatDate(order.created_at) ? `${mode} ${time}` : `${mode} ${day} ${time}`;
}

function entryLines(entry: TicketEntry, width: number): string[] {
  const quantity = Number.isInteger(entry.quantity) ? String(entry.quantity) : String(entry.quantity).replace(".", ",");
  return [
    ...wrapText(entry.name, width, `${quantity}x `),
    ...entry.fractions.flatMap((fraction) => wrapText(fraction.name, width, `${INDENT}${fraction.label} `)),
    ...entry.additionals.flatMap((name) => wrapText(name, width, `${INDENT}+ `)),
    ...entry.notes.flatMap((note) => wrapText(note, width, `${INDENT}Obs: `)),
  ];
}

function customerLines(order: TicketOrder, width: number): string[] {
  const lines: string[] = [];
  if (order.Client !== null) {
    lines.push(...wrapText(order.Client.name, width, "Cliente: "));
    if (order.Client.phone !== null) lines.push(...wrapText(formatPhone(order.Client.phone), width, "Telefone: "));
  }
  const address = order.address;
  if (!order.is_delivery || address === null) return [...lines, PICKUP_AT_COUNTER];
  const street = [address.address, address.number, address.address_info].filter((part) => part !== null && part.trim() !== "").join(", ");
  lines.push(...wrapText(street, width, "Endereço: ", INDENT));
  // An anonymised client's address keeps only its neighbourhood (no CEP).
  const cep = address.postal_code === "" ? null : `CEP ${formatCep(address.postal_code)}`;
  lines.push(...wrapText([address.neighborhood, cep].filter(Boolean).join(" - "), width, INDENT));
  if (address.address_notes !== null && address.address_notes.trim() !== "") lines.push(...wrapText(address.address_notes, width, "Referência: ", INDENT));
  return lines;
}

function totalLines(order: TicketOrder, width: number): string[] {
  const { subtotal, deliveryFee, discount, total } = orderSums(order);
  return [
    ...labelAndValue("Subtotal", formatCentavos(subtotal), width),
    ...(order.is_delivery ? labelAndValue("Taxa de entrega", deliveryFee === 0 ? "Grátis" : formatCentavos(deliveryFee), width) : []),
    ...(discount > 0 ? labelAndValue(discountLabel(order), discountAmountText(discount), width) : []),
    ...labelAndValue("TOTAL", formatCentavos(total), width),
    ...wrapText(ticketPaymentText(order.OrderPayment, total), width),
  ];
}

/**
 * The printed ticket of an order (operations.md section 1), as lines of at most `width` characters:
 * `PEDIDO #1042`, the local date and time, ENTREGA / RETIRADA / AGENDADO with the expected local
 * time, then the items (a pizza's fractions directly under it, then its additionals and note). The
 * kitchen template has no price; the delivery one adds the client, the address with its reference,
 * the totals and the payment, and ends with the NFC-e block once the note is authorised. Pure: the same order gives the same ticket.
 */
export function orderTicketLines(order: TicketOrder, template: TicketTemplate, width: TicketWidth): string[] {
  const header = [`PEDIDO #${order.external_id}`, `${formatDate(order.created_at)} ${formatTime(order.created_at)}`, modeLine(order)];
  const items = ticketEntries(order.OrderItem).flatMap((entry) => entryLines(entry, width));
  const notes = order.order_notes !== null && order.order_notes.trim() !== "" && order.order_notes !== DEFAULT_ORDER_NOTES ? wrapText(order.order_notes, width, "Obs. do pedido: ", INDENT) : [];
  const sections = template === "kitchen" ? [header, items, notes] : [header, customerLines(order, width), items, notes, totalLines(order, width), nfceBlockLines(order.fiscal, width)];
  return sections.filter((section) => section.length > 0).flatMap((section, index) => (index === 0 ? section : [rule(width), ...section]));
}

/** The ticket as the text/plain answer: the lines joined by "\n", ending with one. */
export function orderTicketText(order: TicketOrder, template: TicketTemplate, width: TicketWidth): string {
  return `${orderTicketLines(order, template, width).join("\n")}\n`;
}
