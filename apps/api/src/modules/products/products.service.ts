import { randomUUID } from "node:crypto";
import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import { NO_FISCAL_CODES } from "@forno/domain/fiscal";
import { PRODUCT_SORT_FIELDS, type Product, type ProductCreateBody, type ProductListQuery, type ProductUpdateBody, activeSort, type productListQuerySchema, NOT_FOUND_MESSAGES } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { conflict, notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";
import { absoluteUrl } from "../../lib/public-url";

type ProductRow = typeof products.$inferSelect;

const PRODUCT_NOT_FOUND = NOT_FOUND_MESSAGES.product;

/** A product as answered; `staff` adds its fiscal codes (growth.md section 3), which the public catalogue does not carry. */
export function toProduct(row: ProductRow, baseUrl: string, staff = false): Product {
  return {
    id: row.id,
    external_id: row.externalId,
    name: row.name,
    description: row.description,
    amount: row.amount,
    image_url: absoluteUrl(baseUrl, row.imagePath),
    product_group: row.productGroup,
    product_subgroup: row.productSubgroup,
    is_fractionable: row.isFractionable,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    order_group: row.orderGroup,
    ...(staff ? { fiscal: { ...NO_FISCAL_CODES, ...row.fiscal } } : {}),
  };
}

const FILTERS: FilterMap<typeof productListQuerySchema> = {
  where_id: { column: products.id, kind: "equals" },
  where_name: { column: products.name, kind: "text" },
  where_amount: { column: products.amount, kind: "equals" },
  where_product_group: { column: products.productGroup, kind: "text" },
  where_product_subgroup: { column: products.productSubgroup, kind: "text" },
  where_is_active: { column: products.isActive, kind: "equals" },
  where_is_fractionable: { column: products.isFractionable, kind: "equals" },
  where_featured: { column: products.isFeatured, kind: "equals" },
};

const SORTS = {
  group: [products.orderGroup, normalized(products.productGroup), normalized(products.productSubgroup), normalized(products.name)],
  id: products.id,
  name: normalized(products.name),
  amount: products.amount,
  subgroup: [normalized(products.productSubgroup), normalized(products.name)],
} as const;

/** Catalogue order when no sort is asked: group position, group, subgroup, name. */
const DEFAULT_ORDER: SQL[] = [
  asc(products.orderGroup),
  asc(normalized(products.productGroup)),
  asc(normalized(products.productSubgroup)),
  asc(normalized(products.name)),
];

/** GET /products. `activeOnly` is forced for anonymous callers and clients. */
export async function listProducts(db: Database, query: ProductListQuery, activeOnly: boolean): Promise<ProductRow[]> {
  const where = and(filterConditions(query, FILTERS), activeOnly ? eq(products.isActive, true) : undefined);
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(...sortOrder(activeSort(query, PRODUCT_SORT_FIELDS), SORTS, DEFAULT_ORDER, products.id))
    .limit(query.take)
    .offset(query.skip);
}

export async function findProduct(db: Database, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (row === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function createProduct(db: Database, body: ProductCreateBody): Promise<ProductRow> {
  const externalId = body.external_id ?? `P-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db
    .insert(products)
    .values({
      externalId,
      name: body.name,
      description: body.description,
      amount: body.amount,
      productGroup: body.product_group,
      productSubgroup: body.product_subgroup,
      isActive: body.is_active,
      isFeatured: body.is_featured,
      isFractionable: body.is_fractionable,
      orderGroup: body.order_group,
      fiscal: { ...NO_FISCAL_CODES, ...body.fiscal },
    })
    .onConflictDoNothing({ target: products.externalId })
    .returning();
  if (row === undefined) throw conflict("Já existe um produto com este código externo.");
  return row;
}

export async function updateProduct(db: Database, id: number, body: ProductUpdateBody): Promise<ProductRow> {
  const changes: Partial<typeof products.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.amount !== undefined) changes.amount = body.amount;
  if (body.product_group !== undefined) changes.productGroup = body.product_group;
  if (body.product_subgroup !== undefined) changes.productSubgroup = body.product_subgroup;
  if (body.is_active !== undefined) changes.isActive = body.is_active;
  if (body.is_featured !== undefined) changes.isFeatured = body.is_featured;
  if (body.is_fractionable !== undefined) changes.isFractionable = body.is_fractionable;
  if (body.order_group !== undefined) changes.orderGroup = body.order_group;
  // Only the codes sent change: the others keep their values.
  if (body.fiscal !== undefined) changes.fiscal = sql`${products.fiscal} || ${JSON.stringify(body.fiscal)}::jsonb` as unknown as ProductRow["fiscal"];
  if (Object.keys(changes).length === 0) return findProduct(db, id);
  const [row] = await db.update(products).set(changes).where(eq(products.id, id)).returning();
  if (row === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** Points the product at a new photo; answers the row and the path of the photo it replaced. */
export async function setProductImage(db: Database, id: number, imagePath: string): Promise<{ row: ProductRow; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ imagePath: products.imagePath }).from(products).where(eq(products.id, id)).for("update");
    if (current === undefined) throw notFound(PRODUCT_NOT_FOUND);
    const [row] = await tx.update(products).set({ imagePath }).where(eq(products.id, id)).returning();
    if (row === undefined) throw notFound(PRODUCT_NOT_FOUND);
    return { row, previous: current.imagePath };
  });
}
