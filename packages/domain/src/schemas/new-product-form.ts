import { z } from "zod";
import { parseReais } from "../format/parse-reais";
import { MESSAGES } from "./messages";
import { productFormSchema } from "./product";

/**
 * The backoffice's 'Novo produto' form (decision 0704): the edit form's fields and rules (seed 001 section 5) plus the
 * price and 'Fracionável' that a new product needs.
 */
export const newProductFormSchema = productFormSchema.extend({
  amount: z.string().refine((text) => parseReais(text) !== null, MESSAGES.amountInvalid),
  is_fractionable: z.boolean(),
});
export type NewProductForm = z.infer<typeof newProductFormSchema>;

export const NEW_PRODUCT_DEFAULTS: NewProductForm = {
  name: "",
  product_group: "",
  product_subgroup: "",
  description: "",
  amount: "",
  is_active: true,
  featured: false,
  is_fractionable: false,
};
