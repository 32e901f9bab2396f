import { DISCOUNT_MESSAGES, type DiscountLine, orderDiscountCentavos } from "@forno/domain/discounts";
import { loyaltyCardFigures, orderStamps, rewardName, rewardOffer, rewardOrderProblem } from "@forno/domain/loyalty";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import { type LoyaltyCard, type OrderCreateBody } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { unauthorizedMessage } from "./access";
import { type MockData } from "./fixtures";
import { type HandlerTools } from "./handler-tools";

/** The mock's orders placed with the reward and neither paid nor cancelled: each holds a reward's stamps. */
function pendingRewards(data: MockData): number {
  return data.orders.filter((order) => {
    const state = currentState(order.OrderStateHistory);
    return order.uses_reward && !order.OrderStateHistory.some((entry) => entry.to_state === "PAID") && !isCancelledOrderState(state);
  }).length;
}

/** GET /clients/me/loyalty of the mock client: the card's figures by the domain's functions. */
export function mockLoyaltyCard(data: MockData): LoyaltyCard {
  const { program, stamps, nextExpiryAt, history } = data.loyalty;
  const figures = loyaltyCardFigures(stamps, program.stampsNeeded, pendingRewards(data));
  return {
    enabled: program.enabled,
    stamps: figures.stamps,
    needed: program.stampsNeeded,
    rewards_available: figures.rewardsAvailable,
    next_expiry_at: nextExpiryAt,
    reward: rewardName(program),
    history,
  };
}

/** The reward a quote or an order asks for (`use_reward`), after the coupon's check: its refusal, or its discount and name. */
export function mockReward(data: MockData, signedIn: boolean, lines: readonly DiscountLine[], isDelivery: boolean, feeCentavos: number): { refusal: string } | { discountCentavos: number; name: string } {
  const { program } = data.loyalty;
  if (!signedIn || !program.enabled || mockLoyaltyCard(data).rewards_available < 1) return { refusal: DISCOUNT_MESSAGES.noReward };
  const problem = rewardOrderProblem(program, { lines, isDelivery, deliveryFeeCentavos: feeCentavos });
  if (problem !== null) return { refusal: problem };
  return { discountCentavos: orderDiscountCentavos(rewardOffer(program), { lines, deliveryFeeCentavos: feeCentavos }), name: rewardName(program) };
}

/** The stamps a new order of the mock client earns when delivered: 0 with the program off. */
export function mockOrderStamps(data: MockData, body: OrderCreateBody): number {
  const { program } = data.loyalty;
  if (!program.enabled) return 0;
  return orderStamps(body.items, (productId) => data.products.find((product) => product.id === productId)?.product_group, program.groups);
}

/** The customer's side of the loyalty card (growth.md section 2): GET /clients/me/loyalty, 401 without a client's session. */
export function loyaltyHandlers({ data, url, error, session }: Pick<HandlerTools, "data" | "url" | "error" | "session">) {
  return [
    http.get(url("/clients/me/loyalty"), ({ request }) =>
      session(request)?.role === "client" ? HttpResponse.json(mockLoyaltyCard(data)) : error(401, unauthorizedMessage(request)),
    ),
  ];
}
