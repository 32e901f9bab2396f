import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";

/** The print view's address (features/order-desk/print-page): one page per template; without a width, on the store's paper. */
export function ticketPrintPath(orderId: number, templates: readonly TicketTemplate[], width?: TicketWidth, autoPrint = false): string {
  const query = new URLSearchParams({ template: templates.join(",") });
  if (width !== undefined) query.set("width", String(width));
  if (autoPrint) query.set("autoprint", "1");
  return `/backoffice/orders/${orderId}/print?${query.toString()}`;
}
