import { orderItemsProblem } from "@forno/domain/orders";
import type { OrderChannel } from "@forno/domain/orders";
import { centavosToReais } from "@forno/domain/pricing";
import type { OrderCreateBody, OrderQuote, QuotedCoupon } from "@forno/domain/schemas";
import type { DatabaseHandle } from "../../db/client";
import { rawQuery } from "../../db/raw";
import { badRequest } from "../../lib/http-errors";
import { operationRules, toStoreHours } from "../store-hours/store-hours.service";
import { readOrderContext } from "./order-create.queries";
import { checkCoupon, discountChoiceProblem } from "./order-discount";
import { contextInput, orderAddress, priceItems } from "./order-pricing";
import { orderLoyaltyProgram, rewardVerdict } from "./order-reward";

export interface QuoteRequest {
  /** The client the order would be for; null: nobody signed in (or staff who have not named one yet). */
  clientId: number | null;
  channel: OrderChannel;
  /** Staff quoting "Novo pedido": a first-order coupon does not ask them to sign in. */
  byStaff: boolean;
  body: OrderCreateBody;
}

/**
 * POST /orders/quote (growth.md sections 1 and 2): the figures the order would get, from the same
 * code POST /orders runs (one read, the domain's acceptance and prices, the area's fee, the coupon's
 * or the reward's rules and the one discount function), writing nothing. What the items or the address make
 * impossible to price is refused as POST /orders refuses it (400, 422); a refused coupon or reward
 * answers with its message in `problems`, no discount and no coupon. The store being closed, the
 * minimum order and the slots are the cart's to show and POST /orders' to refuse. Signed out, a
 * first-order coupon is applied and asks to sign in; the client's cap waits for POST /orders.
 */
export async function quoteOrder(database: DatabaseHandle, request: QuoteRequest): Promise<OrderQuote> {
  const { body, clientId } = request;
  const structure = orderItemsProblem(body.items);
  if (structure !== null) throw badRequest(structure);
  const context = await readOrderContext(database, contextInput(body, clientId, null, false));
  const now = new Date();
  const rules = operationRules((setting) => context.store.get(setting));
  const priced = priceItems(body, context, rules);
  const { feeCentavos } = orderAddress(body, context);

  const problems: string[] = [];
  const choice = discountChoiceProblem(body);
  if (choice !== null) problems.push(choice);
  let coupon: QuotedCoupon | null = null;
  let reward: OrderQuote["reward"] = null;
  let discountCentavos = 0;
  const code = body.coupon_code ?? null;
  const base = { lines: priced.lines, deliveryFeeCentavos: feeCentavos };
  if (code !== null && choice === null) {
    const { refusal, applied } = await checkCoupon(rawQuery(database), {
      code,
      clientId,
      channel: request.channel,
      isDelivery: body.is_delivery,
      subtotalCentavos: priced.totalCentavos,
      base,
      timeZone: toStoreHours(context.hours, true, now).timezone,
      now,
    });
    if (refusal !== null && !(request.byStaff && refusal.reason === "signIn")) problems.push(refusal.message);
    if (applied !== null) {
      coupon = applied.quoted;
      discountCentavos = applied.discountCentavos;
    }
  }
  if (body.use_reward === true && choice === null) {
    const verdict = await rewardVerdict(rawQuery(database), { program: orderLoyaltyProgram(context), clientId, base, isDelivery: body.is_delivery, now });
    if (verdict.refusal !== null) problems.push(verdict.refusal);
    else {
      reward = { name: verdict.applied.name };
      discountCentavos = verdict.applied.discountCentavos;
    }
  }
  return {
    subtotal: centavosToReais(priced.totalCentavos),
    delivery_fee: centavosToReais(feeCentavos),
    discount: centavosToReais(discountCentavos),
    total: centavosToReais(priced.totalCentavos + feeCentavos - discountCentavos),
    coupon,
    reward,
    problems,
  };
}
