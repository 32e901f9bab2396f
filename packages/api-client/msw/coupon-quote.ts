import { couponConditions, couponOffer, couponRefusal, normalizeCouponCode } from "@forno/domain/coupons";
import { DISCOUNT_MESSAGES, type DiscountLine, orderDiscountCentavos } from "@forno/domain/discounts";
import { cartPizzas, isCancelledOrderState } from "@forno/domain/order-reading";
import { currentState, type OrderChannel } from "@forno/domain/orders";
import { centavosToReais, deliveryFeeCentavos } from "@forno/domain/pricing";
import { cartLinePricesByRule } from "@forno/domain/pricing-rules";
import { CEP_MESSAGES, type Coupon, type Order, type OrderCreateBody, type OrderQuote, cartSchema } from "@forno/domain/schemas";
import { type MockData } from "./fixtures";
import { mockReward } from "./loyalty-handlers";
import { mockOperation } from "./store-hours-handlers";

/** A quote the mock could not price: the API's status and message. */
export interface MockRefusal {
  status: number;
  message: string;
}

/** The figures and the coupon the mock answers, and the coupon applied (for POST /orders). */
export interface MockQuote {
  quote: OrderQuote;
  applied: Coupon | null;
  /** The refusal POST /orders answers (a 422), or null. */
  refusal: string | null;
}

const paid = (order: MockData["orders"][number]) => order.OrderStateHistory.some((entry) => entry.to_state === "PAID");

/**
 * POST /orders/quote against the mock store, with the domain's functions the API runs: the cart's
 * lines priced under the store's half-and-half rule, the area's fee, the coupon's refusal in the
 * contract's order, the loyalty reward's (`use_reward`: never with a coupon, only with a reward
 * available, never spent on nothing) and the one discount function. The mock's orders are the signed-in client's:
 * they hold its uses (paid or waiting, not cancelled) and tell whether it has a counted order.
 */
export function mockQuote(data: MockData, body: OrderCreateBody, who: { signedIn: boolean; channel: OrderChannel; byStaff: boolean }): MockQuote | MockRefusal {
  const lines = cartSchema.safeParse(body.cart).data ?? [];
  const prices = cartLinePricesByRule(mockOperation(data).fraction_pricing ?? "proportional", lines);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const area = body.is_delivery ? data.ceps.find((cep) => cep.active && cep.postal_code === body.address?.postal_code) : undefined;
  if (body.is_delivery && area === undefined) return { status: 422, message: CEP_MESSAGES.outOfArea };
  const fee = deliveryFeeCentavos(body.is_delivery, area?.amount ?? null);
  const discountLines: DiscountLine[] = cartPizzas(lines).map((indices) => ({
    group: lines[indices[0]!]!.product_group,
    centavos: indices.reduce((sum, index) => sum + (prices[index] ?? 0), 0),
  }));

  const problems: string[] = [];
  let applied: Coupon | null = null;
  let refusal: string | null = null;
  let discount = 0;
  let reward: OrderQuote["reward"] = null;
  const code = body.coupon_code ?? null;
  if (body.use_reward === true && code !== null) refusal = DISCOUNT_MESSAGES.couponOrReward;
  else if (body.use_reward === true) {
    const found = mockReward(data, who.signedIn, discountLines, body.is_delivery, fee);
    if ("refusal" in found) refusal = found.refusal;
    else {
      discount = found.discountCentavos;
      reward = { name: found.name };
    }
  } else if (code !== null) {
    const coupon = data.coupons.find((entry) => entry.code === normalizeCouponCode(code)) ?? null;
    const mine = data.orders.filter((order) => order.coupon_code === coupon?.code && !isCancelledOrderState(currentState(order.OrderStateHistory)));
    const client = who.signedIn ? { usesTaken: mine.length, hasCountedOrder: data.orders.some((order) => paid(order) && !isCancelledOrderState(currentState(order.OrderStateHistory))) } : null;
    const found = couponRefusal(coupon, {
      now: Date.now(),
      timeZone: data.hours.timezone,
      isDelivery: body.is_delivery,
      channel: who.channel,
      subtotalCentavos: subtotal,
      usesTaken: coupon?.uses ?? 0,
      client,
    });
    refusal = found?.message ?? null;
    if (coupon !== null && (found === null || found.reason === "signIn")) {
      applied = coupon;
      discount = orderDiscountCentavos(couponOffer(coupon), { lines: discountLines, deliveryFeeCentavos: fee });
    }
    if (found?.reason === "signIn" && who.byStaff) refusal = null;
  }
  if (refusal !== null) problems.push(refusal);
  return {
    quote: {
      subtotal: centavosToReais(subtotal),
      delivery_fee: centavosToReais(fee),
      discount: centavosToReais(discount),
      total: centavosToReais(subtotal + fee - discount),
      coupon: applied === null ? null : { code: applied.code, name: applied.name, conditions: couponConditions(applied, data.hours.timezone) },
      reward,
      problems,
    },
    applied,
    refusal,
  };
}

/**
 * POST /orders' coupon or reward in the mock (a body without either leaves the order as it is): the
 * API's 422 for a refused one, or the order with the quote's figures, its discount and the store as sponsor.
 */
export function mockCouponOrder(data: MockData, body: OrderCreateBody, channel: OrderChannel, order: Order): Order | MockRefusal {
  if (body.coupon_code == null && body.use_reward !== true) return order;
  const result = mockQuote(data, body, { signedIn: true, channel, byStaff: false });
  if ("status" in result) return result;
  if (result.refusal !== null) return { status: 422, message: result.refusal };
  const { quote, applied } = result;
  return {
    ...order,
    amount: quote.subtotal,
    delivery_fee: quote.delivery_fee,
    discount: quote.discount,
    coupon_code: applied?.code ?? null,
    uses_reward: quote.reward !== null,
    discount_sponsor: quote.discount > 0 ? "store" : null,
  };
}
