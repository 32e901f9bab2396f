import { eq, inArray, like, or } from "drizzle-orm";
import { type FiscalSettingKey, type FiscalSettings, type NfceBuild, buildNfceNote, readFiscalSettings } from "@forno/domain/fiscal";
import type { Order } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { clients, orders, products, settings } from "../../db/schema";

const CNPJ_KEY = "store_info.legal_document";

/** The store's fiscal settings and CNPJ, read in one query. */
export async function readStoreFiscal(db: Executor): Promise<{ settings: FiscalSettings; cnpj: string }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(or(like(settings.key, "fiscal.%"), eq(settings.key, CNPJ_KEY)));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return { settings: readFiscalSettings((key: FiscalSettingKey) => values.get(key)), cnpj: values.get(CNPJ_KEY) ?? "" };
}

/**
 * The NFC-e of an order as the domain builds it (growth.md section 3): its products' codes, the
 * store's defaults and CNPJ, and the client's CPF and name when the account has a CPF (a client the
 * staff created by phone, or an anonymised one, has none).
 */
export async function buildOrderNote(db: Executor, order: Order, now: Date): Promise<NfceBuild> {
  const productIds = [...new Set(order.OrderItem.filter((row) => row.item_id_parent === null).map((row) => row.product_id))];
  const codes = productIds.length === 0 ? [] : await db.select({ id: products.id, code: products.externalId, fiscal: products.fiscal }).from(products).where(inArray(products.id, productIds));
  const [client] = await db.select({ document: clients.document, name: clients.name }).from(orders).innerJoin(clients, eq(clients.id, orders.clientId)).where(eq(orders.id, order.id));
  const store = await readStoreFiscal(db);
  return buildNfceNote({
    order,
    products: new Map(codes.map((row) => [row.id, { code: row.code, fiscal: row.fiscal }])),
    settings: store.settings,
    issuerCnpj: store.cnpj,
    consumer: client === undefined ? null : { cpf: client.document?.length === 11 ? client.document : null, name: client.name },
    now,
  });
}
