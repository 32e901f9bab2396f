import { z } from "zod";
import { MESSAGES } from "./messages";
import { hasVisibleLetter } from "../validators/contact";
import { listQuerySchema, whereBooleanSchema, whereIntegerSchema, whereNumberSchema, whereTextSchema } from "./list-query";
import { idSchema, moneySchema } from "./primitives";

/** A product additional (dough, sauce, extra topping...) as the API answers it. */
export const productAdditionalSchema = z.object({
  id: idSchema,
  external_id: z.string(),
  group: z.string(),
  category: z.string(),
  name: z.string(),
  amount: moneySchema,
  is_active: z.boolean(),
});
export type ProductAdditional = z.infer<typeof productAdditionalSchema>;

/** One row of GET /product-has-additionals?product_id=EXTERNAL_ID. */
export const productHasAdditionalSchema = z.object({
  additional_id: idSchema,
  ProductAdditional: productAdditionalSchema.pick({ id: true, group: true, category: true, name: true, amount: true }),
});
export type ProductHasAdditional = z.infer<typeof productHasAdditionalSchema>;

/** GET /product-has-additionals query. */
export const productHasAdditionalsQuerySchema = z.object({
  product_id: z.string().trim().min(1),
});

const groupField = z.string({ error: MESSAGES.additionalGroup }).trim().min(1, MESSAGES.additionalGroup).max(80, MESSAGES.additionalGroup);
const categoryField = z.string({ error: MESSAGES.additionalCategory }).trim().min(1, MESSAGES.additionalCategory).max(80, MESSAGES.additionalCategory);
const nameField = z
  .string({ error: MESSAGES.additionalName })
  .trim()
  .min(1, { error: MESSAGES.additionalName, abort: true })
  .max(120, MESSAGES.additionalName)
  .refine(hasVisibleLetter, MESSAGES.additionalName);

/** Backoffice additional edit form (seed 001 section 5). */
export const productAdditionalFormSchema = z.object({
  group: groupField,
  category: categoryField,
  name: nameField,
  is_active: z.boolean(),
});
export type ProductAdditionalForm = z.infer<typeof productAdditionalFormSchema>;

/** PATCH /product-additionals/{id}: the form's fields plus amount, all optional. */
export const productAdditionalUpdateBodySchema = z
  .object({ group: groupField, category: categoryField, name: nameField, is_active: z.boolean(), amount: moneySchema })
  .partial();
export type ProductAdditionalUpdateBody = z.output<typeof productAdditionalUpdateBodySchema>;

export const PRODUCT_ADDITIONAL_SORT_FIELDS = ["id", "group", "category", "name", "amount"] as const;

export const productAdditionalListQuerySchema = listQuerySchema({
  where: {
    where_id: whereIntegerSchema,
    where_group: whereTextSchema,
    where_category: whereTextSchema,
    where_name: whereTextSchema,
    where_amount: whereNumberSchema,
    where_is_active: whereBooleanSchema,
  },
  order: PRODUCT_ADDITIONAL_SORT_FIELDS,
});
export type ProductAdditionalListQuery = z.output<typeof productAdditionalListQuerySchema>;
