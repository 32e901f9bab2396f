import { and, count, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { onlyDigits } from "@forno/domain/format";
import type { Executor } from "../../db/client";
import { SETTING_DEFINITIONS } from "../../db/seed/settings-data";
import { ceps, clients, coupons, orders, productAdditionals, products, settings } from "../../db/schema";
import { getOrder } from "../orders/orders.service";
import { type OrderPlace, mapOpenDeliveryOrder } from "./order-mapping";
import type { OpenDeliveryOrder } from "./order-schema";
import type { Order } from "@forno/domain/schemas";

/** The store as the PDV knows it (`OPENDELIVERY_MERCHANT_ID` and the store's name). */
export interface OpenDeliveryMerchant {
  id: string;
  name: string;
}

/** Any UUID the column could hold (PostgreSQL refuses other text in a uuid comparison). */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SETTING_KEYS = ["operation.default_delivery_time", "operation.slot_minutes", "store_info.postal_code", "store_info.city", "store_info.state", "store_info.phone"] as const;
type SettingKey = (typeof SETTING_KEYS)[number];

/**
 * GET /opendelivery/v1/orders/{orderId}: the paid order whose OpenDelivery id is `orderId`, mapped
 * to the standard's Order; undefined when the text is no UUID, no order has it, or the order was
 * never paid (it has not entered the feed). Reads the order whole (getOrder), its client, the
 * store's settings, its delivery area and its catalogue codes.
 */
export async function loadOpenDeliveryOrder(db: Executor, orderId: string, merchant: OpenDeliveryMerchant): Promise<OpenDeliveryOrder | undefined> {
  if (!UUID_TEXT.test(orderId)) return undefined;
  const [row] = await db
    .select({ id: orders.id, clientId: orders.clientId, paidAt: orders.paidAt, couponKind: coupons.kind, rewardKind: orders.rewardKind })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.opendeliveryId, orderId.toLowerCase()));
  if (row === undefined || row.paidAt === null) return undefined;

  const order = await getOrder(db, row.id, null);
  const setting = await settingsOf(db);
  const customer = row.clientId === null ? marketplaceCustomer(order, setting) : await clientCustomer(db, row.clientId, row.id, setting);

  return mapOpenDeliveryOrder({
    order,
    orderId: orderId.toLowerCase(),
    paidAt: row.paidAt.toISOString(),
    merchant,
    customer,
    place: await orderPlace(db, order.address?.postal_code ?? "", setting),
    codes: await catalogueCodes(db, order.OrderItem),
    deliveryMinutes: Number(setting("operation.default_delivery_time")) || 0,
    slotMinutes: Number(setting("operation.slot_minutes")) || 0,
    discountTarget: row.couponKind === "free_delivery" || row.rewardKind === "free_delivery" ? "DELIVERY_FEE" : "CART",
  });
}

async function settingsOf(db: Executor): Promise<(key: SettingKey) => string> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...SETTING_KEYS]));
  const values = new Map(rows.map((entry) => [entry.key, entry.value]));
  return (key) => values.get(key) ?? SETTING_DEFINITIONS.find((definition) => definition.key === key)?.value ?? "";
}

/**
 * The order's delivery area (its CEP's row): city, state and coordinates. An area without
 * coordinates (or an address without CEP: pickup, anonymised) takes the store's own area's; when
 * that has none either, 0/0 (decision 2023). City and state fall back to the store's.
 */
async function orderPlace(db: Executor, postalCode: string, setting: (key: SettingKey) => string): Promise<OrderPlace> {
  const codes = [...new Set([onlyDigits(postalCode), onlyDigits(setting("store_info.postal_code"))].filter((code) => code.length === 8))];
  const rows =
    codes.length === 0
      ? []
      : await db.select({ postalCode: ceps.postalCode, city: ceps.city, state: ceps.state, latitude: ceps.latitude, longitude: ceps.longitude }).from(ceps).where(inArray(ceps.postalCode, codes));
  const area = rows.find((entry) => entry.postalCode === onlyDigits(postalCode));
  const located = [area, rows.find((entry) => entry.postalCode === onlyDigits(setting("store_info.postal_code")))].find(
    (entry) => entry !== undefined && entry.latitude !== null && entry.longitude !== null,
  );
  return {
    city: area?.city ?? setting("store_info.city"),
    state: area?.state ?? setting("store_info.state"),
    latitude: located?.latitude ?? 0,
    longitude: located?.longitude ?? 0,
  };
}

type Setting = (key: SettingKey) => string;

/** The order's client: its name and phone (the store's once anonymised), and its paid orders up to this one (stable on every read: decision 2025). */
async function clientCustomer(db: Executor, clientId: number, orderId: number, setting: Setting) {
  const [client] = await db.select({ name: clients.name, phone: clients.phone }).from(clients).where(eq(clients.id, clientId));
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), isNotNull(orders.paidAt), lte(orders.id, orderId)));
  return { clientId, name: client?.name ?? "", phone: client?.phone ?? onlyDigits(setting("store_info.phone")), ordersCount: Number(counted?.n ?? 1) };
}

/** An iFood order's customer (no Forno client): iFood's name and number, known by iFood's order id. */
function marketplaceCustomer(order: Order, setting: Setting) {
  const phone = onlyDigits(order.ifood?.customer_phone ?? "") || onlyDigits(setting("store_info.phone"));
  return { clientId: `${order.channel}:${order.external_ref ?? order.id}`, name: order.Client?.name ?? "", phone, ordersCount: 1 };
}

/** The catalogue codes (`external_id`) of the order's products and additionals. */
async function catalogueCodes(db: Executor, items: ReadonlyArray<{ item_id: number | null; item_id_parent: number | null; product_id: number | null }>) {
  const present = (ids: ReadonlyArray<number | null>) => [...new Set(ids.filter((id) => id !== null))];
  const productIds = present(items.map((item) => item.product_id));
  const additionalIds = present(items.filter((item) => item.item_id_parent !== null).map((item) => item.item_id));
  const productRows = productIds.length === 0 ? [] : await db.select({ id: products.id, code: products.externalId }).from(products).where(inArray(products.id, productIds));
  const additionalRows =
    additionalIds.length === 0
      ? []
      : await db.select({ id: productAdditionals.id, code: productAdditionals.externalId }).from(productAdditionals).where(inArray(productAdditionals.id, additionalIds));
  return {
    products: new Map(productRows.map((entry) => [entry.id, entry.code])),
    additionals: new Map(additionalRows.map((entry) => [entry.id, entry.code])),
  };
}
