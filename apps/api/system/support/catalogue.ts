import { productAdditionalSchema, productSchema } from "@forno/domain/schemas";
import { z } from "zod";
import { type CatalogueAdditional, type CatalogueProduct, type TestCatalogue, catalogueOf } from "../../test/support/orders";
import { expectStatus } from "./http";

/** Every row of a staff list route, 100 at a time. */
async function everyRow<T>(baseUrl: string, staffToken: string, path: string, schema: z.ZodType<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = z.array(schema).parse((await expectStatus(200, baseUrl, "GET", `${path}?take=100&skip=${skip}`, { token: staffToken })).body);
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

/** The store's products and additionals by external id, read over HTTP (the database may be another process's PGlite). */
export async function loadCatalogueOverHttp(baseUrl: string, staffToken: string): Promise<TestCatalogue> {
  const products = new Map<string, CatalogueProduct>();
  for (const row of await everyRow(baseUrl, staffToken, "/products", productSchema)) {
    products.set(row.external_id, { id: row.id, external_id: row.external_id, name: row.name, amount: row.amount, product_group: row.product_group, is_fractionable: row.is_fractionable });
  }
  const additionals = new Map<string, CatalogueAdditional>();
  for (const row of await everyRow(baseUrl, staffToken, "/product-additionals", productAdditionalSchema)) {
    additionals.set(row.external_id, { id: row.id, external_id: row.external_id, group: row.group, category: row.category, name: row.name, amount: row.amount });
  }
  return catalogueOf(products, additionals);
}
