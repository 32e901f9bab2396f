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

/** Side margin inside the paper, in millimetres: thermal heads do not print to the edge. */
export const INSET_MM = 3;
/** Space above and below a ticket's text, in millimetres. */
export const PAD_MM = 2;
/** The text's line height, in ems. */
export const LINE_HEIGHT = 1.25;

/** The NFC-e's QR code under the delivery ticket, in millimetres with its margin (SEFAZ asks for at least 25 mm). */
export const QR_CODE_MM = 32;

/** Monospace glyphs are about 0.6em wide: the font size (mm) that puts `width` characters on the paper. */
export function ticketFontSizeMm(width: TicketWidth): number {
  return (PAPER_MM[width] - 2 * INSET_MM) / (width * 0.6);
}

/**
 * The print view's page rules (decision 3701). `size: 80mm auto` is not valid CSS (a page size is one
 * or two lengths, or `auto` alone), so browsers drop it and print on Letter or A4: each ticket gets a
 * named page exactly as wide as the paper and as tall as its lines (a roll has no page length), and
 * the default page is as tall as the longest ticket (a ticket still loading: 297 mm). `extraMm` is what
 * is drawn under a ticket's text (the NFC-e's QR code).
 */
export function ticketPageRules(width: TicketWidth, tickets: readonly { name: string; text: string | undefined; extraMm?: number }[]): string {
  const paper = PAPER_MM[width];
  const lineMm = ticketFontSizeMm(width) * LINE_HEIGHT;
  const height = (text: string | undefined) => (text === undefined ? 297 : Math.ceil(2 * PAD_MM + text.replace(/\n+$/, "").split("\n").length * lineMm) + 1);
  const heights = tickets.map((ticket) => height(ticket.text) + (ticket.text === undefined ? 0 : (ticket.extraMm ?? 0)));
  const rules = [`@page { size: ${paper}mm ${Math.max(...heights, 1)}mm; margin: 0; }`];
  tickets.forEach((ticket, index) => {
    rules.push(`@page ticket-${ticket.name} { size: ${paper}mm ${heights[index]}mm; margin: 0; }`, `[data-page="${ticket.name}"] { page: ticket-${ticket.name}; }`);
  });
  return rules.join("\n");
}
