export { orderTicketLines, orderTicketText, TICKET_TEMPLATES, TICKET_WIDTHS } from "./order-ticket";
export type { TicketOrder, TicketTemplate, TicketWidth } from "./order-ticket";
export { ticketEntries } from "./ticket-items";
export type { TicketEntry, TicketFraction, TicketItemSource } from "./ticket-items";
export { wrapText, labelAndValue, cleanText } from "./ticket-text";
export { nfceBlockLines } from "./nfce-block";
export type { TicketFiscal } from "./nfce-block";
