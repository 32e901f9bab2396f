import { type AutoPrint } from "@forno/domain/schemas";
import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";
import { ticketPrintPath } from "../../lib/ticket-print-path";

/** The templates operation.auto_print asks for when an order is accepted. */
export function autoPrintTemplates(setting: AutoPrint): TicketTemplate[] {
  if (setting === "both") return ["kitchen", "delivery"];
  return setting === "none" ? [] : [setting];
}

const IFRAME_LIFETIME_MS = 120_000;

/**
 * Prints without leaving the board: the print view loads in a hidden frame and prints itself once
 * its tickets are in. With Chrome's --kiosk-printing the page goes to the default printer at once.
 */
export function printInBackground(orderId: number, templates: readonly TicketTemplate[], width: TicketWidth): void {
  if (templates.length === 0) return;
  const frame = document.createElement("iframe");
  frame.title = "Impressão da comanda";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: "fixed", width: "0", height: "0", border: "0", right: "0", bottom: "0" });
  frame.src = ticketPrintPath(orderId, templates, width, true);
  document.body.append(frame);
  setTimeout(() => frame.remove(), IFRAME_LIFETIME_MS);
}
