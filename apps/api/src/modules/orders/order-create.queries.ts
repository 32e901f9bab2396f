import { and, eq } from "drizzle-orm";
import { type AcceptanceAdditional, type AcceptanceProduct, type OrderCatalogue, orderCatalogue } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { DatabaseHandle, Executor } from "../../db/client";
import { type PreparedStatement, preparedStatement } from "../../db/prepared";
import { type AdvisoryLock, type RawQuery, inLockedTransaction } from "../../db/raw";
import { idempotencyKeys, orderEvents } from "../../db/schema";
import { IDEMPOTENCY_TTL_MS } from "../../lib/idempotency";
import type { StoreHoursRow } from "../store-hours/store-hours.service";
import { KEY_TAKEN, ORDER_ROUTE, READ_ORDER_CONTEXT, WRITE_ORDER } from "./order-create.sql";
import type { OrderClientRow, OrderItemWithCategory, OrderRow } from "./orders.service";

/** The answer kept under an Idempotency-Key: the request's hash and where the first answer is. */
export interface StoredAnswer {
  hash: string;
  response: { order_id: number; event_id: number };
}

export interface OrderContext {
  store: Map<string, string>;
  client: OrderClientRow | null;
  cep: { neighborhood: string; amount: number | null } | null;
  /** The store_hours row (null before the first start created it). */
  hours: StoreHoursRow | null;
  catalogue: OrderCatalogue;
  /** Each loaded product's subgroup, for `operation.fractions_same_subgroup`. */
  subgroups: Map<number, string | null>;
  stored: StoredAnswer | null;
  /** Ids drawn in advance, so that the whole order (and its event) is known before the one write. */
  ids: { order: number; history: number; event: number; items: number[] };
}

interface OrderStatements {
  read: PreparedStatement;
  write: PreparedStatement;
}

const statementsOf = new WeakMap<DatabaseHandle, OrderStatements>();

function orderStatements(database: DatabaseHandle): OrderStatements {
  let statements = statementsOf.get(database);
  if (statements === undefined) {
    statements = {
      read: preparedStatement(database, "forno_order_read_v5", READ_ORDER_CONTEXT),
      write: preparedStatement(database, "forno_order_write_v5", WRITE_ORDER),
    };
    statementsOf.set(database, statements);
  }
  return statements;
}

/** JSON columns come back as text from the prepared statements. */
function json<T>(value: string | null | undefined): T | null {
  return value === null || value === undefined ? null : (JSON.parse(value) as T);
}

/** A PostgreSQL array literal of integers, for a `$n::integer[]` parameter. */
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;

/** Everything POST /orders reads, in its one read statement; a quote (`drawIds` false) draws no ids. */
export async function readOrderContext(
  database: DatabaseHandle,
  input: { clientId: number | null; postalCode: string | null; productIds: number[]; additionalIds: number[]; itemCount: number; key: string | null; drawIds: boolean },
): Promise<OrderContext> {
  const [row] = await orderStatements(database).read.run([
    String(input.clientId ?? 0),
    input.postalCode ?? "",
    intArray(input.productIds),
    intArray(input.additionalIds),
    input.key ?? "",
    String(input.itemCount),
    String(input.drawIds),
  ]);
  const products = json<Array<AcceptanceProduct & { product_subgroup: string | null }>>(row?.products) ?? [];
  const additionals = json<AcceptanceAdditional[]>(row?.additionals) ?? [];
  return {
    store: new Map(Object.entries(json<Record<string, string>>(row?.store) ?? {})),
    client: json(row?.client),
    cep: json(row?.cep),
    hours: json(row?.hours),
    subgroups: new Map(products.map((product) => [product.id, product.product_subgroup])),
    catalogue: orderCatalogue(
      products.map((product) => ({ ...product, amount: Number(product.amount) })),
      additionals.map((additional) => ({ ...additional, amount: Number(additional.amount) })),
    ),
    stored: input.key === null ? null : json(row?.stored),
    ids: { order: Number(row!.order_id), history: Number(row!.history_id), event: Number(row!.event_id), items: json<number[]>(row?.item_ids) ?? [] },
  };
}

export interface OrderWrite {
  order: OrderRow;
  items: readonly OrderItemWithCategory[];
  historyId: number;
  /** Who placed it: the client, or a staff member (the first history entry's actor). */
  firstEntry: { actor: string; staffUserId: number | null };
  eventId: number;
  key: string | null;
  hash: string | null;
  /** The answer, also the creation event's payload (the write sets the drawn external_id in). */
  answer: Order;
}

/** Writes the order in its one write statement; the drawn external_id, or null when another request holds the key. */
export async function writeOrder(database: DatabaseHandle, write: OrderWrite): Promise<number | null> {
  return externalIdOf(await orderStatements(database).write.run(writeValues(write)));
}

/**
 * An order that takes something counted (a scheduled slot's place, decision 1607; a coupon's use,
 * growth.md section 1): its write statement in one transaction holding their advisory locks, after
 * `prepare` has counted under them and built the write (it throws to refuse: the transaction rolls
 * back). Two customers racing for the last place or the last use run one after the other, and the
 * second one's count sees the first one's order.
 */
export async function writeOrderUnderLocks(
  database: DatabaseHandle,
  locks: readonly AdvisoryLock[],
  prepare: (query: RawQuery) => Promise<OrderWrite>,
): Promise<{ externalId: number | null; write: OrderWrite }> {
  return inLockedTransaction(database, locks, async (query) => {
    const write = await prepare(query);
    return { externalId: externalIdOf(await query(WRITE_ORDER, writeValues(write))), write };
  });
}

/** Under an order's locks: whether another request with this key has written its order meanwhile. */
export async function keyTaken(query: RawQuery, clientId: number, key: string | null): Promise<boolean> {
  return key !== null && (await query(KEY_TAKEN, [String(clientId), key])).length > 0;
}

const externalIdOf = (written: ReadonlyArray<Record<string, string | null>>) => (written.length === 0 ? null : Number(written[0]!.external_id));

function writeValues(write: OrderWrite): Array<string | null> {
  const { order, key } = write;
  const now = order.createdAt;
  return [
    String(order.id),
    String(order.clientId),
    String(order.amount),
    String(order.deliveryFee),
    String(order.isDelivery),
    JSON.stringify(order.address),
    JSON.stringify(order.cart),
    order.orderNotes,
    JSON.stringify(write.items.map(toItemRecord)),
    now.toISOString(),
    String(write.historyId),
    String(write.eventId),
    key,
    write.hash,
    JSON.stringify({ order_id: order.id, event_id: write.eventId }),
    new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
    JSON.stringify(write.answer),
    order.scheduledTime?.toISOString() ?? null,
    order.channel,
    write.firstEntry.actor,
    write.firstEntry.staffUserId === null ? null : String(write.firstEntry.staffUserId),
    order.opendeliveryId,
    String(order.discount),
    order.couponId === null ? null : String(order.couponId),
    order.couponCode,
    order.discountSponsor,
    String(order.loyaltyStamps),
    String(order.rewardStamps),
    order.rewardKind,
  ];
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

/** The answer a key holds now (after losing the race to claim it); undefined while none is stored. */
export async function storedAnswer(db: Executor, clientId: number, key: string): Promise<StoredAnswer | undefined> {
  const [stored] = await db
    .select({ hash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.route, ORDER_ROUTE), eq(idempotencyKeys.key, key)));
  return stored as StoredAnswer | undefined;
}

/** The payload of an order's creation event: the first answer of its key. */
export async function creationPayload(db: Executor, eventId: number): Promise<Order | undefined> {
  const [event] = await db.select({ payload: orderEvents.payload }).from(orderEvents).where(eq(orderEvents.id, eventId));
  return event?.payload as Order | undefined;
}
