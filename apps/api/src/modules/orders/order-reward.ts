import { type DiscountBase, orderDiscountCentavos } from "@forno/domain/discounts";
import { LOYALTY_MESSAGES, type LoyaltyProgram, orderStamps, rewardName, rewardOffer, rewardOrderProblem } from "@forno/domain/loyalty";
import { centavosToReais } from "@forno/domain/pricing";
import type { RawQuery } from "../../db/raw";
import { unprocessable } from "../../lib/http-errors";
import { freeStamps, loyaltyProgramOf, readClientLedger } from "../loyalty/loyalty.service";
import type { OrderContext } from "./order-create.queries";
import { NO_DISCOUNT, type OrderDiscount } from "./order-discount";
import type { PricedItems } from "./order-pricing";

/** The loyalty program as the order's one read found the settings. */
export function orderLoyaltyProgram(context: OrderContext): LoyaltyProgram {
  return loyaltyProgramOf(context.store);
}

/**
 * The stamps an order earns once delivered, counted when it is placed with the settings of that
 * moment (decision 3200): none without a client or with the program off.
 */
export function orderLoyaltyStamps(program: LoyaltyProgram, clientId: number | null, priced: PricedItems, context: OrderContext): number {
  if (!program.enabled || clientId === null) return 0;
  const groupOf = (productId: number) => context.catalogue.products.get(productId)?.product_group;
  return orderStamps(priced.rows.map((row) => row.item), groupOf, program.groups);
}

/** The order a reward is checked against and applied to. */
export interface RewardRequest {
  program: LoyaltyProgram;
  /** Null: nobody signed in, or staff who have not named the client yet. */
  clientId: number | null;
  base: DiscountBase;
  isDelivery: boolean;
  now: Date;
}

/** The reward applied (its discount, what it is) or its refusal, for one order. */
export type RewardVerdict = { refusal: string; applied: null } | { refusal: null; applied: { discountCentavos: number; name: string } };

/**
 * The reward's rules after the one-discount rule (decision 3200, in this order): no client, the
 * program off, or fewer free stamps than needed: "Você ainda não tem uma recompensa."; then a free
 * pizza without a pizza of the stamp groups, or free delivery on a pickup or a fee-free area (a
 * reward is never spent on nothing). Else the discount the one discount function gives. Reads the
 * client's ledger with `query` (under the client's row lock when creating the order).
 */
export async function rewardVerdict(query: RawQuery, request: RewardRequest): Promise<RewardVerdict> {
  const { program, clientId } = request;
  if (!program.enabled || clientId === null) return { refusal: LOYALTY_MESSAGES.noReward, applied: null };
  const free = freeStamps(await readClientLedger(query, clientId), request.now.getTime()).stamps;
  if (free < program.stampsNeeded) return { refusal: LOYALTY_MESSAGES.noReward, applied: null };
  const problem = rewardOrderProblem(program, { lines: request.base.lines, isDelivery: request.isDelivery, deliveryFeeCentavos: request.base.deliveryFeeCentavos });
  if (problem !== null) return { refusal: problem, applied: null };
  return { refusal: null, applied: { discountCentavos: orderDiscountCentavos(rewardOffer(program), request.base), name: rewardName(program) } };
}

/**
 * POST /orders with `use_reward`, in the order's transaction, under the client's row lock
 * (`lockLoyaltyClient`: two orders using the reward at once run one after the other, and the second
 * one sees the first one holding its stamps): the verdict; a refusal is a 422 with its message. The
 * store pays the reward; the order holds `stamps_needed` stamps until it is paid (redeemed) or cancelled.
 */
export async function rewardDiscount(query: RawQuery, request: RewardRequest): Promise<OrderDiscount> {
  const { refusal, applied } = await rewardVerdict(query, request);
  if (refusal !== null) throw unprocessable(refusal);
  return { ...NO_DISCOUNT, discount: centavosToReais(applied.discountCentavos), discountSponsor: applied.discountCentavos > 0 ? "store" : null, rewardStamps: request.program.stampsNeeded, rewardKind: request.program.reward };
}
