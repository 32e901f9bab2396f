import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import { PRODUCT_ADDITIONAL_SORT_FIELDS, type ProductAdditional, type ProductAdditionalListQuery, type ProductAdditionalUpdateBody, type ProductHasAdditional, activeSort, type productAdditionalListQuerySchema, NOT_FOUND_MESSAGES } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { productAdditionals, productHasAdditionals, products } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";

type AdditionalRow = typeof productAdditionals.$inferSelect;

function toProductAdditional(row: AdditionalRow): ProductAdditional {
  return {
    id: row.id,
    external_id: row.externalId,
    group: row.group,
    category: row.category,
    name: row.name,
    amount: row.amount,
    is_active: row.isActive,
  };
}

const FILTERS: FilterMap<typeof productAdditionalListQuerySchema> = {
  where_id: { column: productAdditionals.id, kind: "equals" },
  where_group: { column: productAdditionals.group, kind: "text" },
  where_category: { column: productAdditionals.category, kind: "text" },
  where_name: { column: productAdditionals.name, kind: "text" },
  where_amount: { column: productAdditionals.amount, kind: "equals" },
  where_is_active: { column: productAdditionals.isActive, kind: "equals" },
};

const SORTS = {
  id: productAdditionals.id,
  group: normalized(productAdditionals.group),
  category: normalized(productAdditionals.category),
  name: normalized(productAdditionals.name),
  amount: productAdditionals.amount,
} as const;

const DEFAULT_ORDER: SQL[] = [
  asc(normalized(productAdditionals.group)),
  asc(normalized(productAdditionals.category)),
  asc(normalized(productAdditionals.name)),
];

export async function listProductAdditionals(db: Database, query: ProductAdditionalListQuery): Promise<ProductAdditional[]> {
  const rows = await db
    .select()
    .from(productAdditionals)
    .where(filterConditions(query, FILTERS))
    .orderBy(...sortOrder(activeSort(query, PRODUCT_ADDITIONAL_SORT_FIELDS), SORTS, DEFAULT_ORDER, productAdditionals.id))
    .limit(query.take)
    .offset(query.skip);
  return rows.map(toProductAdditional);
}

export async function updateProductAdditional(db: Database, id: number, body: ProductAdditionalUpdateBody): Promise<ProductAdditional> {
  const changes: Partial<typeof productAdditionals.$inferInsert> = {};
  if (body.group !== undefined) changes.group = body.group;
  if (body.category !== undefined) changes.category = body.category;
  if (body.name !== undefined) changes.name = body.name;
  if (body.amount !== undefined) changes.amount = body.amount;
  if (body.is_active !== undefined) changes.isActive = body.is_active;
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(productAdditionals).where(eq(productAdditionals.id, id))
      : await db.update(productAdditionals).set(changes).where(eq(productAdditionals.id, id)).returning();
  if (row === undefined) throw notFound(NOT_FOUND_MESSAGES.additional);
  return toProductAdditional(row);
}

/** The product screen's tab order: dough and sauce (single choice) first, then extras and crust, then any other. */
const CATEGORY_POSITION = sql`CASE ${productAdditionals.category}
  WHEN 'Tipo de Massa' THEN 1 WHEN 'Molho' THEN 2 WHEN 'Adicionais' THEN 3 WHEN 'Borda' THEN 4 ELSE 5 END`;

/**
 * GET /product-has-additionals?product_id=EXTERNAL_ID: the active additionals of an active product,
 * by category then name. An unknown or inactive product has none (an empty list, as the app expects).
 */
export async function listAdditionalsOfProduct(db: Database, productExternalId: string): Promise<ProductHasAdditional[]> {
  const rows = await db
    .select({ additional: productAdditionals })
    .from(productHasAdditionals)
    .innerJoin(products, eq(products.id, productHasAdditionals.productId))
    .innerJoin(productAdditionals, eq(productAdditionals.id, productHasAdditionals.additionalId))
    .where(and(eq(products.externalId, productExternalId), eq(products.isActive, true), eq(productAdditionals.isActive, true)))
    .orderBy(CATEGORY_POSITION, asc(normalized(productAdditionals.category)), asc(productAdditionals.amount), asc(normalized(productAdditionals.name)), asc(productAdditionals.id));
  return rows.map(({ additional }) => ({
    additional_id: additional.id,
    ProductAdditional: {
      id: additional.id,
      group: additional.group,
      category: additional.category,
      name: additional.name,
      amount: additional.amount,
    },
  }));
}
