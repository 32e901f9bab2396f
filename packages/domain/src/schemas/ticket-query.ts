import { z } from "zod";
import { TICKET_TEMPLATES, TICKET_WIDTHS, type TicketWidth } from "../tickets/order-ticket";

export const TICKET_MESSAGES = {
  template: "Modelo de comanda inválido: use kitchen (cozinha) ou delivery (entrega).",
  width: "Largura de comanda inválida: use 48 (papel de 80 mm) ou 32 (papel de 58 mm).",
} as const;

/** GET /orders/{id}/ticket: `template` kitchen | delivery; `width` 48 | 32 (absent: the store's `operation.ticket_width`). */
export const ticketQuerySchema = z.object({
  template: z.enum(TICKET_TEMPLATES, { error: TICKET_MESSAGES.template }),
  width: z
    .enum(TICKET_WIDTHS.map(String) as [string, ...string[]], { error: TICKET_MESSAGES.width })
    .transform((value) => Number(value) as TicketWidth)
    .optional(),
});
export type TicketQuery = z.output<typeof ticketQuerySchema>;
