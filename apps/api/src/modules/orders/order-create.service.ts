import { randomUUID } from "node:crypto";
import { ORDER_MESSAGES } from "@forno/domain/catalog";
import { type AcceptedRow, orderItemsProblem } from "@forno/domain/orders";
import { minimumOrderRefusal } from "@forno/domain/pricing-rules";
import { centavosToReais } from "@forno/domain/pricing";
import type { OrderChannel } from "@forno/domain/orders";
import type { Order, OrderCreateBody, OrderItemInput } from "@forno/domain/schemas";
import type { DatabaseHandle, Executor } from "../../db/client";
import type { AdvisoryLock } from "../../db/raw";
import { badRequest, conflict, unauthorized, unprocessable } from "../../lib/http-errors";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, requestHash } from "../../lib/idempotency";
import { COUPON_LOCK_NAMESPACE, couponLockKey } from "../coupons/coupon-use.service";
import { lockLoyaltyClient } from "../loyalty/loyalty.service";
import { SLOT_LOCK_NAMESPACE } from "../store-hours/order-slots.service";
import { operationRules } from "../store-hours/store-hours.service";
import { toStoreHours } from "../store-hours/store-hours.service";
import { type OrderWrite, type StoredAnswer, creationPayload, keyTaken, readOrderContext, storedAnswer, writeOrder, writeOrderUnderLocks } from "./order-create.queries";
import { NO_DISCOUNT, type OrderDiscount, couponDiscount, discountChoiceProblem } from "./order-discount";
import { contextInput, orderAddress, priceItems } from "./order-pricing";
import { orderLoyaltyProgram, orderLoyaltyStamps, rewardDiscount } from "./order-reward";

/** The store's address as a pickup order carries it (iFood's takeout orders too). */
export { pickupAddress } from "./order-pricing";
import { checkSlotPlace, orderTiming } from "./order-timing";
import { type HistoryRow, type OrderItemWithCategory, type OrderRow, toOrder } from "./orders.service";

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
 * minimum order, the fee from the delivery area (or the store's address and no fee for pickup), one
 * discount at most, the loyalty stamps it will earn. Then ONE statement writes everything, all or
 * nothing (an order that takes a slot's place, a coupon's use or the loyalty card's reward: that
 * statement after counting them, in one transaction holding their locks, the reward's being its
 * client's row, where the coupon's or the reward's rules are checked and its discount computed): the
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

  const context = await readOrderContext(database, contextInput(body, clientId, key, true));
  if (context.stored !== null) return { order: await replay(db, context.stored, hash), replayed: true };

  const { store, client, ids } = context;
  if (store.get("store_info.online") !== "true") throw unprocessable(ORDER_MESSAGES.storeClosed);
  const now = new Date();
  const hours = toStoreHours(context.hours, true, now);
  const rules = operationRules((setting) => store.get(setting));
  const timing = orderTiming(hours, rules, body.scheduled_for ?? null, now);
  if (client === null) throw unauthorized();
  const priced = priceItems(body, context, rules);
  const belowMinimum = minimumOrderRefusal(priced.totalCentavos, rules.min_order_amount);
  if (belowMinimum !== null) throw unprocessable(belowMinimum);
  const { address, feeCentavos } = orderAddress(body, context);
  const discountProblem = discountChoiceProblem(body);
  if (discountProblem !== null) throw unprocessable(discountProblem);
  const program = orderLoyaltyProgram(context);
  const loyaltyStamps = orderLoyaltyStamps(program, clientId, priced, context);

  const firstEntry = request.staffUserId === null ? { actor: "client", staffUserId: null } : { actor: "staff", staffUserId: request.staffUserId };
  /** The whole order with its discount: its rows, its answer and the write that stores both. */
  const draft = (discount: OrderDiscount): OrderWrite => {
    const order: OrderRow = {
      id: ids.order,
      externalId: 0, // drawn by the write from order_external_id_seq, so refused orders leave no gap
      clientId,
      amount: centavosToReais(priced.totalCentavos),
      deliveryFee: centavosToReais(feeCentavos),
      ...discount,
      loyaltyStamps,
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
      createdAt: now,
      updatedAt: now,
    };
    const items = priced.rows.map((row, index) => itemRow(row, ids.items[index]!, ids.order));
    const history: HistoryRow = { id: ids.history, orderId: ids.order, fromState: null, toState: "PENDING", ...firstEntry, createdAt: now };
    const answer = toOrder({ order, client, items, history: [history], payments: [] });
    return { order, items, historyId: ids.history, firstEntry, eventId: ids.event, key, hash, answer };
  };

  const code = body.coupon_code ?? null;
  const useReward = body.use_reward === true;
  const locks: AdvisoryLock[] = [];
  if (timing.slot !== null) locks.push([SLOT_LOCK_NAMESPACE, Math.floor(timing.slot.getTime() / 60_000)]);
  if (code !== null) locks.push([COUPON_LOCK_NAMESPACE, couponLockKey(code)]);
  const coupon = { clientId, channel: request.channel, isDelivery: body.is_delivery, subtotalCentavos: priced.totalCentavos, timeZone: hours.timezone, now };
  // An order using the reward takes its client's row lock in the transaction, first (decision 3200).
  const plain = locks.length === 0 && !useReward ? draft(NO_DISCOUNT) : null;
  const written =
    plain !== null
      ? { externalId: await writeOrder(database, plain), write: plain }
      : await writeOrderUnderLocks(database, locks, async (query) => {
          if (useReward) await lockLoyaltyClient(query, clientId);
          // The same request again, its twin written meanwhile: the write will find the key and replay it.
          if (await keyTaken(query, clientId, key)) return draft(NO_DISCOUNT);
          if (timing.slot !== null) await checkSlotPlace(query, timing, now);
          const base = { lines: priced.lines, deliveryFeeCentavos: feeCentavos };
          if (code !== null) return draft(await couponDiscount(query, { ...coupon, code, base }));
          return draft(useReward ? await rewardDiscount(query, { program, clientId, base, isDelivery: body.is_delivery, now }) : NO_DISCOUNT);
        });
  if (written.externalId === null) {
    // Another request with this key got there first (at the same time, or between our read and write).
    const stored = await storedAnswer(db, clientId, key ?? "");
    if (stored === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    return { order: await replay(db, stored, hash), replayed: true };
  }
  return { order: { ...written.write.answer, external_id: written.externalId }, replayed: false };
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

/**
 * The first answer of a key: the payload of the order's creation event. Another body under the same
 * key is a 422. An answer stored before orders carried a discount (or the loyalty card's
 * fields) reads as one without.
 */
async function replay(db: Executor, stored: StoredAnswer, hash: string | null): Promise<Order> {
  if (stored.hash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
  const payload = await creationPayload(db, Number(stored.response.event_id));
  if (payload === undefined) throw conflict(IDEMPOTENCY_IN_PROGRESS);
  return Object.assign({ discount: 0, coupon_code: null, discount_sponsor: null, uses_reward: false, loyalty_stamps: 0 }, payload);
}
