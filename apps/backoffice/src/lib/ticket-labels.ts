import { type AutoPrint } from "@forno/domain/schemas";
import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";

/** The ticket choices in Portuguese, for the print view and the settings screen. */
export const TICKET_TEMPLATE_LABELS: Readonly<Record<TicketTemplate, string>> = { kitchen: "Cozinha", delivery: "Entrega" };
export const TICKET_WIDTH_LABELS: Readonly<Record<TicketWidth, string>> = { 48: "80 mm (48 colunas)", 32: "58 mm (32 colunas)" };
export const AUTO_PRINT_LABELS: Readonly<Record<AutoPrint, string>> = {
  none: "Não imprimir",
  kitchen: "Comanda da cozinha",
  delivery: "Comanda de entrega",
  both: "Cozinha e entrega",
};
