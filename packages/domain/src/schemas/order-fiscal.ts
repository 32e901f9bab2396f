import { z } from "zod";
import { FISCAL_STATUSES } from "../fiscal/fiscal-state";
import { isoDateTimeSchema } from "./primitives";

/** The order's note (growth.md section 3): null until one is issued. */
export const orderFiscalSchema = z.object({
  status: z.enum(FISCAL_STATUSES),
  number: z.string().nullable(),
  series: z.string().nullable(),
  /** The 44 digits of the access key (chave de acesso), without Focus NFe's "NFe" prefix. */
  access_key: z.string().nullable(),
  qrcode_url: z.string().nullable(),
  consult_url: z.string().nullable(),
  /** SEFAZ's message of a rejection, or why the note could not be issued; null when all is well. */
  message: z.string().nullable(),
  /** When the note was authorised (the cancellation window counts from here). */
  issued_at: isoDateTimeSchema.nullable(),
});
export type OrderFiscal = z.infer<typeof orderFiscalSchema>;
