import { z } from "zod";
import { parseReais } from "../format/parse-reais";
import { isValidCep } from "../validators/cep";
import { cepFormSchema } from "./cep";
import { MESSAGES } from "./messages";

/**
 * The backoffice's 'Novo CEP' form (decision 0704): the edit form's fields and messages, plus the city, the state and
 * the delivery fee (empty = the store's default fee) that a new area needs.
 */
export const newCepFormSchema = cepFormSchema.extend({
  postal_code: z.string().trim().min(1, { error: MESSAGES.cepRequired, abort: true }).refine(isValidCep, MESSAGES.cepFormat),
  city: z.string().trim().min(1, MESSAGES.cityRequired),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, MESSAGES.stateInvalid),
  amount: z.string().refine((text) => text.trim() === "" || parseReais(text) !== null, MESSAGES.amountInvalid),
});
export type NewCepForm = z.infer<typeof newCepFormSchema>;
