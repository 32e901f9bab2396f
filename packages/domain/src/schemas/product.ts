import { z } from "zod";
import { MESSAGES } from "./messages";
import { productFiscalFormSchema, productFiscalInputSchema, productFiscalSchema } from "./fiscal";
import { hasVisibleLetter } from "../validators/contact";
import { listQuerySchema, whereBooleanSchema, whereIntegerSchema, whereNumberSchema, whereTextSchema } from "./list-query";
import { idSchema, moneySchema, optionalTextInputSchema, pgIntegerSchema } from "./primitives";

/** A product as the API answers it. `order_group` is the display position of its group in the catalogue. */
export const productSchema = z.object({
  id: idSchema,
  external_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  amount: moneySchema,
  image_url: z.string().nullable(),
  product_group: z.string(),
  product_subgroup: z.string().nullable(),
  is_fractionable: z.boolean(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  order_group: pgIntegerSchema,
  /** Its fiscal codes (growth.md section 3): answered to the staff only. */
  fiscal: productFiscalSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

const nameField = z.string({ error: MESSAGES.productName }).trim().min(1, { error: MESSAGES.productName, abort: true }).max(120, MESSAGES.productName).refine(hasVisibleLetter, MESSAGES.productName);
const groupField = z.string({ error: MESSAGES.productGroup }).trim().min(1, MESSAGES.productGroup).max(80, MESSAGES.productGroup);
const subgroupField = z.string({ error: MESSAGES.productSubgroup }).trim().min(1, MESSAGES.productSubgroup).max(80, MESSAGES.productSubgroup);

/** Backoffice product edit form (seed 001 sections 2.8 and 5). */
export const productFormSchema = z.object({
  name: nameField,
  product_group: groupField,
  product_subgroup: subgroupField,
  description: z.string().optional(),
  is_active: z.boolean(),
  featured: z.boolean(),
  /** The NFC-e's codes (growth.md section 3): empty ones take the store's defaults. */
  fiscal: productFiscalFormSchema.optional(),
});
export type ProductForm = z.infer<typeof productFormSchema>;

/** Folds the PATCH alias `featured` into `is_featured` (architecture section 5). */
function foldFeatured<T extends { featured?: boolean | undefined; is_featured?: boolean | undefined }>(body: T) {
  const { featured, ...rest } = body;
  const is_featured = rest.is_featured ?? featured;
  return is_featured === undefined ? rest : { ...rest, is_featured };
}

/** PATCH /products/{id}: every field optional; `featured` is accepted for `is_featured`. */
export const productUpdateBodySchema = z
  .object({
    name: nameField,
    product_group: groupField,
    product_subgroup: subgroupField,
    description: optionalTextInputSchema,
    amount: moneySchema,
    is_active: z.boolean(),
    is_featured: z.boolean(),
    featured: z.boolean(),
    is_fractionable: z.boolean(),
    order_group: pgIntegerSchema,
    fiscal: productFiscalInputSchema,
  })
  .partial()
  .transform(foldFeatured);
export type ProductUpdateBody = z.output<typeof productUpdateBodySchema>;

/** POST /products (decided): name, group, subgroup and amount required; the rest defaults. */
export const productCreateBodySchema = z
  .object({
    external_id: z.string().trim().min(1).optional(),
    name: nameField,
    product_group: groupField,
    product_subgroup: subgroupField,
    description: optionalTextInputSchema,
    amount: moneySchema,
    is_active: z.boolean().default(true),
    is_featured: z.boolean().optional(),
    featured: z.boolean().optional(),
    is_fractionable: z.boolean().default(false),
    order_group: pgIntegerSchema.default(0),
    fiscal: productFiscalInputSchema.optional(),
  })
  .transform((body) => ({ ...foldFeatured(body), is_featured: body.is_featured ?? body.featured ?? false }));
export type ProductCreateBody = z.output<typeof productCreateBodySchema>;

export const PRODUCT_SORT_FIELDS = ["group", "id", "name", "amount", "subgroup"] as const;

/** GET /products query (seed 000 section 7, seed 001 section 2.8). */
export const productListQuerySchema = listQuerySchema({
  where: {
    where_id: whereIntegerSchema,
    where_name: whereTextSchema,
    where_amount: whereNumberSchema,
    where_product_group: whereTextSchema,
    where_product_subgroup: whereTextSchema,
    where_is_active: whereBooleanSchema,
    where_is_fractionable: whereBooleanSchema,
    where_featured: whereBooleanSchema,
  },
  order: PRODUCT_SORT_FIELDS,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
