import { boolean, index, integer, jsonb, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { NO_FISCAL_CODES, type ProductFiscalCodes } from "@forno/domain/fiscal";
import { createdAt, money, normalized, trigram, updatedAt } from "./columns";

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar("external_id", { length: 40 }).notNull().unique(),
    name: text().notNull(),
    description: text(),
    amount: money("amount").notNull(),
    /** A path under the API (`/images/...` or `/uploads/...`); answered as an absolute URL. */
    imagePath: text("image_path"),
    productGroup: text("product_group").notNull(),
    productSubgroup: text("product_subgroup"),
    /** Position of the product's group in the menu (Pizzas Grandes first, ...). */
    orderGroup: integer("order_group").notNull().default(0),
    isFractionable: boolean("is_fractionable").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** NCM, CFOP, CSOSN, CEST and origin for the NFC-e (growth.md section 3); null codes take the store's defaults. */
    fiscal: jsonb().$type<ProductFiscalCodes>().notNull().default(NO_FISCAL_CODES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_catalogue_idx").on(t.isActive, t.orderGroup),
    index("products_featured_idx").on(t.isFeatured, t.isActive),
    index("products_fractionable_idx").on(t.isFractionable),
    index("products_name_search_idx").using("gin", trigram(t.name)),
    index("products_group_search_idx").using("gin", trigram(t.productGroup)),
    index("products_subgroup_search_idx").using("gin", trigram(t.productSubgroup)),
    index("products_name_sort_idx").using("btree", normalized(t.name)),
    index("products_amount_idx").on(t.amount),
    index("products_subgroup_sort_idx").using("btree", normalized(t.productSubgroup)),
  ],
);

export const productAdditionals = pgTable(
  "product_additionals",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: varchar("external_id", { length: 40 }).notNull().unique(),
    group: text().notNull(),
    category: text().notNull(),
    name: text().notNull(),
    amount: money("amount").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_additionals_group_search_idx").using("gin", trigram(t.group)),
    index("product_additionals_category_search_idx").using("gin", trigram(t.category)),
    index("product_additionals_name_search_idx").using("gin", trigram(t.name)),
    index("product_additionals_group_sort_idx").using("btree", normalized(t.group)),
    index("product_additionals_category_sort_idx").using("btree", normalized(t.category)),
    index("product_additionals_name_sort_idx").using("btree", normalized(t.name)),
    index("product_additionals_amount_idx").on(t.amount),
    index("product_additionals_active_idx").on(t.isActive),
  ],
);

export const productHasAdditionals = pgTable(
  "product_has_additionals",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    additionalId: integer("additional_id")
      .notNull()
      .references(() => productAdditionals.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.additionalId] }), index("product_has_additionals_additional_idx").on(t.additionalId)],
);
