import { z } from "zod";
import { FISCAL_CODE_MESSAGES, type FiscalCodeField, fiscalCodeDigits, isFiscalCode } from "../fiscal/fiscal-codes";
import { FISCAL_MESSAGES } from "../fiscal/fiscal-texts";
import { orderFiscalSchema } from "./order-fiscal";

export { orderFiscalSchema, type OrderFiscal } from "./order-fiscal";
import { idSchema, isoDateTimeSchema } from "./primitives";

/** A product's fiscal codes as answered (to the staff): null where the store's default applies. */
export const productFiscalSchema = z.object({
  ncm: z.string().nullable(),
  cfop: z.string().nullable(),
  csosn: z.string().nullable(),
  cest: z.string().nullable(),
  origin: z.number().int().min(0).max(8),
});
export type ProductFiscal = z.infer<typeof productFiscalSchema>;

/** A code typed with or without dots; "" or null for none; a bad one is a 400 naming the field. */
const codeField = (field: FiscalCodeField) =>
  z
    .string({ error: FISCAL_CODE_MESSAGES[field] })
    .nullable()
    .transform((value) => (value === null ? "" : fiscalCodeDigits(value.trim())))
    .refine((digits) => digits === "" || isFiscalCode(field, digits), FISCAL_CODE_MESSAGES[field])
    .transform((digits) => (digits === "" ? null : digits));

/** The `fiscal` of POST and PATCH /products: every code optional (absent: unchanged, or none on a new product). */
export const productFiscalInputSchema = z.object({
  ncm: codeField("ncm").optional(),
  cfop: codeField("cfop").optional(),
  csosn: codeField("csosn").optional(),
  cest: codeField("cest").optional(),
  origin: z.number({ error: FISCAL_CODE_MESSAGES.origin }).int(FISCAL_CODE_MESSAGES.origin).min(0, FISCAL_CODE_MESSAGES.origin).max(8, FISCAL_CODE_MESSAGES.origin).optional(),
});
export type ProductFiscalInput = z.output<typeof productFiscalInputSchema>;

/** DELETE /orders/{id}/fiscal: the reason SEFAZ records, 15 to 255 characters. */
export const fiscalCancelBodySchema = z.object({
  reason: z
    .string({ error: FISCAL_MESSAGES.reason })
    .trim()
    .min(15, FISCAL_MESSAGES.reason)
    .max(255, FISCAL_MESSAGES.reason),
});
export type FiscalCancelBody = z.output<typeof fiscalCancelBodySchema>;

/** One row of GET /fiscal/notes (the Fiscal screen): a note that needs the staff. */
export const fiscalNoteRowSchema = z.object({
  order_id: idSchema,
  order_external_id: z.number().int().positive(),
  client_name: z.string().nullable(),
  total: z.number(),
  ref: z.string(),
  fiscal: orderFiscalSchema,
  updated_at: isoDateTimeSchema,
});
export type FiscalNoteRow = z.infer<typeof fiscalNoteRowSchema>;

/** A code as the product form types it: digits with or without dots, "" for none (the store's default). */
const codeText = (field: FiscalCodeField) =>
  z
    .string()
    .trim()
    .transform(fiscalCodeDigits)
    .refine((digits) => digits === "" || isFiscalCode(field, digits), FISCAL_CODE_MESSAGES[field]);

/** The product form's "Nota fiscal (NFC-e)" fields; origin as its select's value ("0".."8"). */
export const productFiscalFormSchema = z.object({
  ncm: codeText("ncm"),
  cfop: codeText("cfop"),
  csosn: codeText("csosn"),
  cest: codeText("cest"),
  origin: z.string().regex(/^[0-8]$/, FISCAL_CODE_MESSAGES.origin),
});
export type ProductFiscalForm = z.output<typeof productFiscalFormSchema>;
