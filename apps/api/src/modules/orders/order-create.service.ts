import { and, eq } from "drizzle-orm";
import { DOUGH_CATEGORY, additionalQuantity, extrasGroupFilter, groupsMissingDough, isSingleChoiceCategory } from "@forno/domain/catalog";
import { fractionProblems } from "@forno/domain/fractions";
import { orderItemsProblem } from "@forno/domain/orders";
import { centavosToReais, deliveryFeeCentavos, linePriceCentavos, priceOrderItems, reaisToCentavos } from "@forno/domain/pricing";
import type { Order, OrderAddress, OrderCreateBody, OrderItemInput } from "@forno/domain/schemas";
import type { DatabaseHandle, Executor } from "../../db/client";
import { type PreparedStatement, preparedStatement } from "../../db/prepared";
import { idempotencyKeys, orderEvents, productAdditionals } from "../../db/schema";
import { EVENTS_CHANNEL } from "../../events/event-bus";
import { badRequest, conflict, unauthorized, unprocessable } from "../../lib/http-errors";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_TTL_MS, requestHash } from "../../lib/idempotency";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { type HistoryRow, type OrderItemWithCategory, type OrderRow, toOrder } from "./orders.service";

interface ProductRow {
  id: number;
  name: string;
  amount: number;
  productGroup: string;
  isFractionable: boolean;
  isActive: boolean;
}

interface AdditionalRow {
  id: number;
  group: string;
  category: string;
  name: string;
  amount: number;
  isActive: boolean;
}

/** Refusals of POST /orders, shown by the cart's yellow banner (decision 0400). */
export const ORDER_MESSAGES = {
  storeClosed: "A loja está fechada no momento e não está aceitando pedidos.",
  productUnavailable: (name: string) => `${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownProduct: "Um produto do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalUnavailable: (name: string) => `O adicional ${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownAdditional: "Um adicional do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalNotAllowed: (additional: string, product: string) => `O adicional ${additional} não pode ser escolhido para ${product}.`,
  singleChoice: (category: string, product: string) => `Escolha apenas uma opção de ${category} para ${product}.`,
  /** The product screen's notice ("Selecione o tipo de massa antes de continuar."), naming the pizza. */
  doughMissing: (product: string) => `Selecione o tipo de massa de ${product} antes de continuar.`,
} as const;

/** The route name under which POST /orders keeps its Idempotency-Key answers. */
const ORDER_ROUTE = "POST /orders";

/** The alias of a pickup order's address (the store's own). */
export const PICKUP_ALIAS = "Retirada";

interface Catalogue {
  products: Map<number, ProductRow>;
  /** The chosen additionals linked to one of the order's products, and their doughs, by id. */
  additionals: Map<number, AdditionalRow>;
  /** `<product id>:<additional id>` of those links. */
  links: Set<string>;
  /** Products with an active "Tipo de Massa" to choose. */
  offersDough: Set<number>;
}

/** JSON columns come back as text from the prepared statements. */
function json<T>(value: string | null | undefined): T | null {
  return value === null || value === undefined ? null : (JSON.parse(value) as T);
}

/** A PostgreSQL array literal of integers, for a `$n::integer[]` parameter. */
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;

interface StoredAnswer {
  hash: string;
  response: { order_id: number; event_id: number };
}

interface OrderContext {
  store: Map<string, string>;
  client: { name: string; phone: string; email: string | null } | null;
  cep: { neighborhood: string; amount: number | null } | null;
  catalogue: Catalogue;
  stored: StoredAnswer | null;
  /** Ids drawn in advance, so that the whole order (and its event) is known before the one write. */
  ids: { order: number; history: number; event: number; items: number[] };
}

/**
 * Everything POST /orders reads, in ONE statement: the store's settings, the client, the delivery
 * area of the CEP, the order's products with the additionals chosen on them and the doughs they
 * offer, the answer stored under the Idempotency-Key, and the row ids of the order to write
 * (sequences; an id drawn for a refused order is simply never used; the human external_id is drawn
 * by the write). $1 client, $2 CEP, $3 product ids, $4 additional ids, $5 key, $6 item count.
 */
const READ_ORDER_CONTEXT = `
SELECT
  (SELECT json_object_agg(s.key, s.value) FROM settings s WHERE s.key LIKE 'store_info.%')::text AS store,
  (SELECT json_build_object('name', c.name, 'phone', c.phone, 'email', c.email) FROM clients c WHERE c.id = $1::integer)::text AS client,
  (SELECT json_build_object('neighborhood', z.neighborhood, 'amount', z.amount) FROM ceps z WHERE z.postal_code = $2::text AND z.active)::text AS cep,
  (SELECT json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'amount', p.amount, 'productGroup', p.product_group,
      'isFractionable', p.is_fractionable, 'isActive', p.is_active,
      'additionals', COALESCE((
        SELECT json_agg(json_build_object('id', a.id, 'group', a."group", 'category', a.category, 'name', a.name, 'amount', a.amount, 'isActive', a.is_active))
        FROM product_has_additionals l JOIN product_additionals a ON a.id = l.additional_id
        WHERE l.product_id = p.id AND (a.id = ANY($4::integer[]) OR (a.category = '${DOUGH_CATEGORY}' AND a.is_active))
      ), '[]'::json)))
    FROM products p WHERE p.id = ANY($3::integer[]))::text AS products,
  (SELECT json_build_object('hash', k.request_hash, 'response', k.response) FROM idempotency_keys k
    WHERE k.client_id = $1::integer AND k.route = '${ORDER_ROUTE}' AND k.key = $5::text AND k.expires_at > now())::text AS stored,
  nextval('orders_id_seq')::text AS order_id,
  nextval('order_state_history_id_seq')::text AS history_id,
  nextval('order_event_id_seq')::text AS event_id,
  (SELECT json_agg(nextval('order_items_id_seq')) FROM generate_series(1, $6::integer))::text AS item_ids`;

/**
 * Everything POST /orders writes, in ONE statement, all or nothing: the Idempotency-Key claim
 * (inserted, or taking over an expired key; a live key stops the whole statement), the order (its
 * external_id from order_external_id_seq), its items, its first history entry, its first event (the
 * answer, with the drawn external_id set in) and the NOTIFY, delivered when the statement commits.
 */
const WRITE_ORDER = `
WITH claim AS (
  INSERT INTO idempotency_keys (client_id, route, key, request_hash, status_code, response, created_at, expires_at)
  SELECT $2::integer, '${ORDER_ROUTE}', $13::text, $14::text, 201, $15::jsonb, $10::timestamptz, $16::timestamptz
  WHERE $13::text IS NOT NULL
  ON CONFLICT (client_id, route, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, status_code = EXCLUDED.status_code, response = EXCLUDED.response,
        created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
    WHERE idempotency_keys.expires_at < now()
  RETURNING 1 AS ok
),
go AS (SELECT ok FROM claim UNION ALL SELECT 1 WHERE $13::text IS NULL),
o AS (
  INSERT INTO orders (id, client_id, amount, delivery_fee, is_delivery, address, cart, order_notes, current_state, created_at, updated_at)
  OVERRIDING SYSTEM VALUE
  SELECT $1::integer, $2::integer, $3::numeric, $4::numeric, $5::boolean, $6::jsonb, $7::jsonb, $8::text, 'PENDING', $10::timestamptz, $10::timestamptz
  FROM go
  RETURNING id, external_id
),
i AS (
  INSERT INTO order_items (id, order_id, cart_index, item_group, item_id, item_id_parent, product_id, additional_id, quantity, unit_amount, amount, name, item_notes)
  OVERRIDING SYSTEM VALUE
  SELECT x.id, o.id, x.cart_index, x.item_group, x.item_id, x.item_id_parent, x.product_id, x.additional_id, x.quantity, x.unit_amount, x.amount, x.name, x.item_notes
  FROM o, jsonb_to_recordset($9::jsonb) AS x(
    id integer, cart_index integer, item_group integer, item_id integer, item_id_parent integer, product_id integer, additional_id integer,
    quantity numeric, unit_amount numeric, amount numeric, name text, item_notes text)
),
h AS (
  INSERT INTO order_state_history (id, order_id, from_state, to_state, actor, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT $11::integer, o.id, NULL, 'PENDING', 'client', $10::timestamptz FROM o
),
e AS (
  INSERT INTO order_events (id, order_id, stream, payload, created_at)
  SELECT $12::bigint, o.id, 'order', jsonb_set($17::jsonb, '{external_id}', to_jsonb(o.external_id)), $10::timestamptz FROM o
  RETURNING id, order_id
)
SELECT o.external_id::text AS external_id,
       pg_notify('${EVENTS_CHANNEL}', json_build_object('id', e.id, 'order_id', e.order_id, 'stream', 'order')::text) AS notified
FROM o JOIN e ON e.order_id = o.id`;

interface OrderStatements {
  read: PreparedStatement;
  write: PreparedStatement;
}

const statementsOf = new WeakMap<DatabaseHandle, OrderStatements>();

function orderStatements(database: DatabaseHandle): OrderStatements {
  let statements = statementsOf.get(database);
  if (statements === undefined) {
    statements = {
      read: preparedStatement(database, "forno_order_read_v1", READ_ORDER_CONTEXT),
      write: preparedStatement(database, "forno_order_write_v1", WRITE_ORDER),
    };
    statementsOf.set(database, statements);
  }
  return statements;
}

async function loadOrderContext(
  database: DatabaseHandle,
  input: { clientId: number; postalCode: string | null; productIds: number[]; additionalIds: number[]; itemCount: number; key: string | null },
): Promise<OrderContext> {
  const [row] = await orderStatements(database).read.run([
    String(input.clientId),
    input.postalCode ?? "",
    intArray(input.productIds),
    intArray(input.additionalIds),
    input.key ?? "",
    String(input.itemCount),
  ]);
  const catalogue: Catalogue = { products: new Map(), additionals: new Map(), links: new Set(), offersDough: new Set() };
  for (const { additionals, ...product } of json<Array<ProductRow & { additionals: AdditionalRow[] }>>(row?.products) ?? []) {
    catalogue.products.set(product.id, { ...product, amount: Number(product.amount) });
    for (const additional of additionals) {
      catalogue.additionals.set(additional.id, { ...additional, amount: Number(additional.amount) });
      catalogue.links.add(`${product.id}:${additional.id}`);
      if (additional.isActive && additional.category === DOUGH_CATEGORY) catalogue.offersDough.add(product.id);
    }
  }
  return {
    store: new Map(Object.entries(json<Record<string, string>>(row?.store) ?? {})),
    client: json(row?.client),
    cep: json(row?.cep),
    catalogue,
    stored: input.key === null ? null : json(row?.stored),
    ids: { order: Number(row!.order_id), history: Number(row!.history_id), event: Number(row!.event_id), items: json<number[]>(row?.item_ids) ?? [] },
  };
}

/** Products must exist and be active. */
function checkProducts(lines: readonly OrderItemInput[], catalogue: Catalogue): void {
  for (const line of lines) {
    const product = catalogue.products.get(line.product_id);
    if (product === undefined) throw unprocessable(ORDER_MESSAGES.unknownProduct);
    if (!product.isActive) throw unprocessable(ORDER_MESSAGES.productUnavailable(product.name));
  }
}

/**
 * Additionals must exist, be active, be linked to their product, belong to the group the product
 * screen offers for that quantity (a fraction of a large pizza takes the individual extras), and a
 * single-choice category (dough, sauce) holds one choice per line.
 */
async function checkAdditionals(tx: Executor, items: readonly OrderItemInput[], lineOf: Map<number, OrderItemInput>, catalogue: Catalogue): Promise<void> {
  const chosen = new Set<string>();
  for (const item of items) {
    if (item.item_id_parent === null) continue;
    const line = lineOf.get(item.cart_index)!;
    const product = catalogue.products.get(line.product_id)!;
    const additional = catalogue.additionals.get(item.item_id);
    if (additional === undefined) {
      // Not linked to any product of this order: say which one when it exists at all.
      const [row] = await tx.select().from(productAdditionals).where(eq(productAdditionals.id, item.item_id));
      if (row === undefined) throw unprocessable(ORDER_MESSAGES.unknownAdditional);
      if (!row.isActive) throw unprocessable(ORDER_MESSAGES.additionalUnavailable(row.name));
      throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(row.name, product.name));
    }
    if (!additional.isActive) throw unprocessable(ORDER_MESSAGES.additionalUnavailable(additional.name));
    if (!catalogue.links.has(`${product.id}:${additional.id}`)) throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(additional.name, product.name));
    const group = extrasGroupFilter(product.productGroup, additional.category, line.quantity);
    if (group !== null && additional.group !== group) throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(additional.name, product.name));
    if (isSingleChoiceCategory(additional.category)) {
      const key = `${item.cart_index}:${additional.category}`;
      if (chosen.has(key)) throw unprocessable(ORDER_MESSAGES.singleChoice(additional.category, product.name));
      chosen.add(key);
    }
  }
}

function checkFractionsAndDough(items: readonly OrderItemInput[], lines: readonly OrderItemInput[], catalogue: Catalogue): void {
  const productOf = (line: OrderItemInput) => catalogue.products.get(line.product_id)!;
  const [fraction] = fractionProblems(
    lines.map((line) => {
      const product = productOf(line);
      return { item_group: line.item_group, quantity: line.quantity, name: product.name, product_group: product.productGroup, is_fractionable: product.isFractionable };
    }),
  );
  if (fraction !== undefined) throw unprocessable(fraction.message);

  const missing = groupsMissingDough(
    lines.map((line) => ({
      cart_index: line.cart_index,
      item_group: line.item_group,
      is_fractionable: productOf(line).isFractionable,
      offersDough: catalogue.offersDough.has(line.product_id),
      categories: items
        .filter((item) => item.cart_index === line.cart_index && item.item_id_parent !== null)
        .map((item) => catalogue.additionals.get(item.item_id)?.category ?? ""),
    })),
  );
  if (missing.length > 0) {
    const first = lines.filter((line) => line.item_group === missing[0]).sort((a, b) => a.cart_index - b.cart_index)[0]!;
    throw unprocessable(ORDER_MESSAGES.doughMissing(productOf(first).name));
  }
}

interface PricedRow {
  input: OrderItemInput;
  name: string;
  additionalId: number | null;
  category: string | null;
  unitCentavos: number;
  /** This row's share of its line: additionals their own price, the product row the rest (rounded once per line). */
  amountCentavos: number;
}

/** Re-prices every line with @forno/domain from the database's prices; the body's figures are never read. */
function priceItems(items: readonly OrderItemInput[], lineOf: Map<number, OrderItemInput>, catalogue: Catalogue) {
  const unitOf = (item: OrderItemInput) =>
    reaisToCentavos(item.item_id_parent === null ? catalogue.products.get(item.product_id)!.amount : catalogue.additionals.get(item.item_id)!.amount);
  const { lines, totalCentavos } = priceOrderItems(
    items.map((item) => ({ cart_index: item.cart_index, item_id_parent: item.item_id_parent, quantity: item.quantity, unitCentavos: unitOf(item) })),
  );
  // Rows in cart order: each line's product row, then its additionals as sent.
  const ordered = [...items].sort((a, b) => a.cart_index - b.cart_index || Number(a.item_id_parent !== null) - Number(b.item_id_parent !== null));
  const additionalShare = new Map<number, number>();
  const rows: PricedRow[] = ordered.map((item) => {
    const unitCentavos = unitOf(item);
    if (item.item_id_parent === null) {
      const product = catalogue.products.get(item.product_id)!;
      return { input: item, name: product.name, additionalId: null, category: null, unitCentavos, amountCentavos: 0 };
    }
    const additional = catalogue.additionals.get(item.item_id)!;
    const share = linePriceCentavos(additionalQuantity(lineOf.get(item.cart_index)!.quantity), unitCentavos);
    additionalShare.set(item.cart_index, (additionalShare.get(item.cart_index) ?? 0) + share);
    return { input: item, name: additional.name, additionalId: additional.id, category: additional.category, unitCentavos, amountCentavos: share };
  });
  for (const row of rows) {
    if (row.input.item_id_parent === null) row.amountCentavos = (lines.get(row.input.cart_index) ?? 0) - (additionalShare.get(row.input.cart_index) ?? 0);
  }
  return { rows, totalCentavos };
}

export interface CreateOrderRequest {
  clientId: number;
  body: OrderCreateBody;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string;
}

/**
 * POST /orders (architecture section 5): store online, items well formed, products and additionals
 * available and allowed, fractions and dough checked, every line re-priced with @forno/domain, the
 * fee from the delivery area (or the store's address and no fee for pickup). Then ONE statement
 * writes everything, all or nothing: the Idempotency-Key claim, the order, its items, its first
 * history entry (PENDING), its first event and the NOTIFY (delivered on commit). A key already
 * answered within 24 h returns that first answer (the creation event's payload) and writes nothing;
 * the same key with another body is a 422; two identical requests at once create one order (the
 * second one's claim finds the first one's key, so its statement writes nothing).
 */
export async function createOrder(database: DatabaseHandle, request: CreateOrderRequest): Promise<{ order: Order; replayed: boolean }> {
  const db = database.db;
  const { clientId, body } = request;
  const key = request.idempotencyKey ?? null;
  const hash = key === null ? null : requestHash(body);
  const items = body.items;
  const structure = orderItemsProblem(items);
  if (structure !== null) throw badRequest(structure);
  const lines = items.filter((item) => item.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
  const lineOf = new Map(lines.map((line) => [line.cart_index, line]));

  const context = await loadOrderContext(database, {
    clientId,
    postalCode: body.is_delivery ? (body.address?.postal_code ?? null) : null,
    productIds: [...new Set(lines.map((line) => line.product_id))],
    additionalIds: [...new Set(items.filter((item) => item.item_id_parent !== null).map((item) => item.item_id))],
    itemCount: items.length,
    key,
  });
  if (context.stored !== null) return { order: await replay(db, context.stored, hash), replayed: true };

  const { store, client, cep, catalogue, ids } = context;
  if (store.get("store_info.online") !== "true") throw unprocessable(ORDER_MESSAGES.storeClosed);
  if (client === null) throw unauthorized();
  checkProducts(lines, catalogue);
  await checkAdditionals(db, items, lineOf, catalogue);
  checkFractionsAndDough(items, lines, catalogue);
  const { rows, totalCentavos } = priceItems(items, lineOf, catalogue);

  let address: OrderAddress;
  let feeCentavos: number;
  if (body.is_delivery) {
    const input = body.address!;
    if (cep === null) throw unprocessable(CEP_OUT_OF_AREA);
    feeCentavos = deliveryFeeCentavos(true, cep.amount === null ? null : Number(cep.amount));
    address = {
      address: input.address,
      alias: input.alias ?? null,
      number: input.number,
      neighborhood: input.neighborhood ?? cep.neighborhood,
      postal_code: input.postal_code,
      address_info: input.address_info ?? null,
      address_notes: input.address_notes ?? null,
    };
  } else {
    feeCentavos = deliveryFeeCentavos(false, null);
    address = {
      address: store.get("store_info.street") ?? "",
      alias: PICKUP_ALIAS,
      number: store.get("store_info.number") ?? "",
      neighborhood: store.get("store_info.neighborhood") || null,
      postal_code: store.get("store_info.postal_code") ?? "",
      address_info: null,
      address_notes: store.get("store_info.address_notes") || null,
    };
  }

  const now = new Date();
  const orderRow: OrderRow = {
    id: ids.order,
    externalId: 0, // drawn by the write from order_external_id_seq, so refused orders leave no gap
    clientId,
    amount: centavosToReais(totalCentavos),
    deliveryFee: centavosToReais(feeCentavos),
    isDelivery: body.is_delivery,
    address,
    cart: body.cart,
    orderNotes: body.order_notes,
    currentState: "PENDING",
    scheduledTime: null,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const itemRows: OrderItemWithCategory[] = rows.map((row, index) => ({
    id: ids.items[index]!,
    orderId: ids.order,
    cartIndex: row.input.cart_index,
    itemGroup: row.input.item_group,
    itemId: row.input.item_id,
    itemIdParent: row.input.item_id_parent,
    productId: row.input.product_id,
    additionalId: row.additionalId,
    quantity: row.input.quantity,
    unitAmount: centavosToReais(row.unitCentavos),
    amount: centavosToReais(row.amountCentavos),
    name: row.name,
    itemNotes: row.input.item_notes,
    additionalCategory: row.category,
  }));
  const historyRow: HistoryRow = { id: ids.history, orderId: ids.order, fromState: null, toState: "PENDING", actor: "client", staffUserId: null, createdAt: now };
  const order = toOrder({ order: orderRow, client, items: itemRows, history: [historyRow], payments: [] });

  const written = await orderStatements(database).write.run([
    String(ids.order),
    String(clientId),
    String(orderRow.amount),
    String(orderRow.deliveryFee),
    String(orderRow.isDelivery),
    JSON.stringify(address),
    JSON.stringify(body.cart),
    orderRow.orderNotes,
    JSON.stringify(itemRows.map(toItemRecord)),
    now.toISOString(),
    String(ids.history),
    String(ids.event),
    key,
    hash,
    JSON.stringify({ order_id: ids.order, event_id: ids.event }),
    new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
    JSON.stringify(order),
  ]);
  if (written.length === 0) {
    // Another request with this key got there first (at the same time, or between our read and write).
    const [stored] = await db
      .select({ hash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.route, ORDER_ROUTE), eq(idempotencyKeys.key, key ?? "")));
    if (stored === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    return { order: await replay(db, stored as StoredAnswer, hash), replayed: true };
  }
  return { order: { ...order, external_id: Number(written[0]!.external_id) }, replayed: false };
}

function toItemRecord(item: OrderItemWithCategory) {
  return {
    id: item.id,
    cart_index: item.cartIndex,
    item_group: item.itemGroup,
    item_id: item.itemId,
    item_id_parent: item.itemIdParent,
    product_id: item.productId,
    additional_id: item.additionalId,
    quantity: item.quantity,
    unit_amount: item.unitAmount,
    amount: item.amount,
    name: item.name,
    item_notes: item.itemNotes,
  };
}

/** The first answer of a key: the payload of the order's creation event. Another body under the same key is a 422. */
async function replay(db: Executor, stored: StoredAnswer, hash: string | null): Promise<Order> {
  if (stored.hash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
  const [event] = await db.select({ payload: orderEvents.payload }).from(orderEvents).where(eq(orderEvents.id, Number(stored.response.event_id)));
  if (event === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
  return event.payload as Order;
}
