import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";

/** Paper width in millimetres for each line width. */
export const PAPER_MM: Readonly<Record<TicketWidth, number>> = { 48: 80, 32: 58 };

/**
 * Reads the print view's query: an unknown template falls back to the kitchen ticket; a missing or
 * unknown width is null, the store's paper (`operation.ticket_width`).
 */
export function ticketParams(search: URLSearchParams): { templates: TicketTemplate[]; width: TicketWidth | null; autoPrint: boolean } {
  const templates = (search.get("template") ?? "kitchen").split(",").filter((value): value is TicketTemplate => value === "kitchen" || value === "delivery");
  return {
    templates: templates.length > 0 ? [...new Set(templates)] : ["kitchen"],
    width: search.get("width") === "32" ? 32 : search.get("width") === "48" ? 48 : null,
    autoPrint: search.get("autoprint") === "1",
  };
}
