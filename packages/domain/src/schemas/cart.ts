import { z } from "zod";
import { productHasAdditionalSchema } from "./product-additional";
import { productSchema } from "./product";

/**
 * One cart line as the storefront keeps it in browser storage under `cart` (seed 000 section 3):
 * the product's fields plus quantity (fractions allowed), note, totalPrice (reais) and the
 * selected additionals. `item_group` records the pizza the line belongs to.
 */
export const cartLineSchema = productSchema.omit({ fiscal: true }).extend({
  quantity: z.number().nonnegative(),
  note: z.string().nullable().optional(),
  totalPrice: z.number().nonnegative(),
  additionals: z.array(productHasAdditionalSchema),
  item_group: z.number().int().nonnegative().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.array(cartLineSchema);
export type Cart = z.infer<typeof cartSchema>;
