import { MESSAGES, cepFormSchema } from "@forno/domain/schemas";
import { isValidCep } from "@forno/domain/validators";
import { z } from "zod";
import { parseReais } from "../../lib/parse-reais";

/**
 * 'Novo CEP' (decision 0704): the edit form's fields and messages, plus the city, the state and
 * the delivery fee (empty = the store's default fee) that a new area needs.
 */
export const newCepFormSchema = cepFormSchema.extend({
  postal_code: z.string().trim().min(1, { error: MESSAGES.cepRequired, abort: true }).refine(isValidCep, MESSAGES.cepFormat),
  city: z.string().trim().min(1, MESSAGES.cityRequired),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, MESSAGES.stateInvalid),
  amount: z.string().refine((text) => text.trim() === "" || parseReais(text) !== null, MESSAGES.amountInvalid),
});
export type NewCepForm = z.infer<typeof newCepFormSchema>;
