import { randomUUID } from "node:crypto";
import { ORDER_MESSAGES } from "@forno/domain/catalog";
import { mixedSubgroupsProblem } from "@forno/domain/fractions";
import { type AcceptedRow, acceptOrder, orderItemsProblem } from "@forno/domain/orders";
import { minimumOrderRefusal } from "@forno/domain/pricing-rules";
import { centavosToReais, deliveryFeeCentavos } from "@forno/domain/pricing";
import type { OrderChannel } from "@forno/domain/orders";
import type { Order, OrderAddress, OrderCreateBody, OrderItemInput } from "@forno/domain/schemas";
import type { DatabaseHandle, Executor } from "../../db/client";
import { badRequest, conflict, unauthorized, unprocessable } from "../../lib/http-errors";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, requestHash } from "../../lib/idempotency";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { operationRules } from "../store-hours/store-hours.service";
import { toStoreHours } from "../store-hours/store-hours.service";
import { type OrderContext, type StoredAnswer, creationPayload, readOrderContext, storedAnswer, writeOrder, writeScheduledOrder } from "./order-create.queries";
import { checkSlotPlace, orderTiming } from "./order-timing";
import { type HistoryRow, type OrderItemWithCategory, type OrderRow, toOrder } from "./orders.service";

/** The alias of a pickup order's address (the store's own). */
const PICKUP_ALIAS = "Retirada";

export interface CreateOrderRequest {
  clientId: number;
  body: OrderCreateBody;
  /** "online" for a client's own order; a staff order's channel and who took it (decision 1710). */
  channel: OrderChannel;
  staffUserId: number | null;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string;
}

/**
 * POST /orders (architecture section 5): items well formed, then ONE read (decision 0402), store
 * online and open now (or a valid slot for a scheduled order), the domain's acceptance (products and
 * additionals available and allowed, fractions, dough, every row priced from the database's prices
 * under the store's half-and-half rule), one subgroup per pizza when the store asks for it, the
 * minimum order, the fee from the delivery area (or the store's address and no fee for pickup).
 * Then ONE statement writes everything, all or nothing (a scheduled order: that statement after
 * counting the slot's places, in one transaction holding the slot's lock): the
 * Idempotency-Key claim, the order, its items, its first history entry (PENDING), its first event
 * and the NOTIFY (delivered on commit). A key already answered within 24 h returns that first answer
 * (the creation event's payload) and writes nothing; the same key with another body is a 422; two
 * identical requests at once create one order (the second one's claim finds the first one's key,
 * so its statement writes nothing).
 */
export async function createOrder(database: DatabaseHandle, request: CreateOrderRequest): Promise<{ order: Order; replayed: boolean }> {
  const db = database.db;
  const { clientId, body } = request;
  const key = request.idempotencyKey ?? null;
  const hash = key === null ? null : requestHash(body);
  const structure = orderItemsProblem(body.items);
  if (structure !== null) throw badRequest(structure);

  const context = await readOrderContext(database, {
    clientId,
    postalCode: body.is_delivery ? (body.address?.postal_code ?? null) : null,
    productIds: [...new Set(body.items.filter((item) => item.item_id_parent === null).map((item) => item.product_id))],
    additionalIds: [...new Set(body.items.filter((item) => item.item_id_parent !== null).map((item) => item.item_id))],
    itemCount: body.items.length,
    key,
  });
  if (context.stored !== null) return { order: await replay(db, context.stored, hash), replayed: true };

  const { store, client, ids } = context;
  if (store.get("store_info.online") !== "true") throw unprocessable(ORDER_MESSAGES.storeClosed);
  const now = new Date();
  const hours = toStoreHours(context.hours, true, now);
  const rules = operationRules((setting) => store.get(setting));
  const timing = orderTiming(hours, rules, body.scheduled_for ?? null, now);
  if (client === null) throw unauthorized();
  const acceptance = acceptOrder(body.items, context.catalogue, rules.fraction_pricing);
  if (!acceptance.accepted) throw unprocessable(acceptance.message);
  const mixed = rules.fractions_same_subgroup ? mixedSubgroupsProblem(subgroupLines(acceptance.rows, context)) : null;
  if (mixed !== null) throw unprocessable(mixed);
  const belowMinimum = minimumOrderRefusal(acceptance.totalCentavos, rules.min_order_amount);
  if (belowMinimum !== null) throw unprocessable(belowMinimum);
  const { address, feeCentavos } = orderAddress(body, context);

  const order: OrderRow = {
    id: ids.order,
    externalId: 0, // drawn by the write from order_external_id_seq, so refused orders leave no gap
    clientId,
    amount: centavosToReais(acceptance.totalCentavos),
    deliveryFee: centavosToReais(feeCentavos),
    isDelivery: body.is_delivery,
    address,
    cart: body.cart,
    orderNotes: body.order_notes,
    currentState: "PENDING",
    scheduledTime: timing.slot,
    isScheduled: timing.slot !== null,
    channel: request.channel,
    paidAt: null,
    driverId: null,
    dispatchedAt: null,
    opendeliveryId: randomUUID(),
    opendeliveryConfirmedAt: null,
    externalRef: null,
    displayRef: null,
    marketplaceDiscount: 0,
    marketplaceDiscountSponsor: null,
    createdAt: now,
    updatedAt: now,
  };
  const items = acceptance.rows.map((row, index) => itemRow(row, ids.items[index]!, ids.order));
  const firstEntry = request.staffUserId === null ? { actor: "client", staffUserId: null } : { actor: "staff", staffUserId: request.staffUserId };
  const history: HistoryRow = { id: ids.history, orderId: ids.order, fromState: null, toState: "PENDING", ...firstEntry, createdAt: now };
  const answer = toOrder({ order, client, items, history: [history], payments: [] });

  const write = { order, items, historyId: ids.history, firstEntry, eventId: ids.event, key, hash, answer };
  const externalId =
    timing.slot === null ? await writeOrder(database, write) : await writeScheduledOrder(database, write, (query) => checkSlotPlace(query, timing, now));
  if (externalId === null) {
    // Another request with this key got there first (at the same time, or between our read and write).
    const stored = await storedAnswer(db, clientId, key ?? "");
    if (stored === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    return { order: await replay(db, stored, hash), replayed: true };
  }
  return { order: { ...answer, external_id: externalId }, replayed: false };
}

/** The pizzas' product rows with their products' subgroups (for mixedSubgroupsProblem). */
function subgroupLines(rows: ReadonlyArray<AcceptedRow<OrderItemInput>>, context: OrderContext) {
  return rows
    .filter((row) => row.item.item_id_parent === null)
    .map((row) => ({ item_group: row.item.item_group, quantity: row.item.quantity, name: row.name, product_subgroup: context.subgroups.get(row.item.product_id) ?? null }));
}

/** Delivery: the body's address in an active area (its neighborhood by default) and the area's fee; pickup: the store's address, no fee. */
/** A pickup order's address: the store's, alias 'Retirada' (also an iFood takeout order's). */
export function pickupAddress(store: ReadonlyMap<string, string>): OrderAddress {
  return {
    address: store.get("store_info.street") ?? "",
    alias: PICKUP_ALIAS,
    number: store.get("store_info.number") ?? "",
    neighborhood: store.get("store_info.neighborhood") || null,
    postal_code: store.get("store_info.postal_code") ?? "",
    address_info: null,
    address_notes: store.get("store_info.address_notes") || null,
  };
}

function orderAddress(body: OrderCreateBody, { store, cep }: OrderContext): { address: OrderAddress; feeCentavos: number } {
  if (!body.is_delivery) return { address: pickupAddress(store), feeCentavos: deliveryFeeCentavos(false, null) };
  const input = body.address!;
  if (cep === null) throw unprocessable(CEP_OUT_OF_AREA);
  const address: OrderAddress = {
    address: input.address,
    alias: input.alias ?? null,
    number: input.number,
    neighborhood: input.neighborhood ?? cep.neighborhood,
    postal_code: input.postal_code,
    address_info: input.address_info ?? null,
    address_notes: input.address_notes ?? null,
  };
  return { address, feeCentavos: deliveryFeeCentavos(true, cep.amount === null ? null : Number(cep.amount)) };
}

function itemRow({ item, name, additional_id, category, unitCentavos, amountCentavos }: AcceptedRow<OrderItemInput>, id: number, orderId: number): OrderItemWithCategory {
  return {
    id,
    orderId,
    cartIndex: item.cart_index,
    itemGroup: item.item_group,
    itemId: item.item_id,
    itemIdParent: item.item_id_parent,
    productId: item.product_id,
    additionalId: additional_id,
    quantity: item.quantity,
    unitAmount: centavosToReais(unitCentavos),
    amount: centavosToReais(amountCentavos),
    name,
    itemNotes: item.item_notes,
    additionalCategory: category,
  };
}

/** The first answer of a key: the payload of the order's creation event. Another body under the same key is a 422. */
async function replay(db: Executor, stored: StoredAnswer, hash: string | null): Promise<Order> {
  if (stored.hash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
  const payload = await creationPayload(db, Number(stored.response.event_id));
  if (payload === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
  return payload;
}
