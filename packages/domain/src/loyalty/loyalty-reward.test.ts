import { describe, expect, it } from "vitest";
import { orderDiscountCentavos } from "../discounts/order-discount";
import { LOYALTY_MESSAGES } from "./loyalty-messages";
import { rewardName, rewardOffer, rewardOrderProblem } from "./loyalty-reward";

const program = { groups: ["Pizzas Grandes"], rewardValueCentavos: 6000 };
const lines = [
  { group: "Pizzas Grandes", centavos: 7490 },
  { group: "Pizzas Grandes", centavos: 5490 },
  { group: "Bebidas", centavos: 990 },
];
const base = { lines, deliveryFeeCentavos: 800 };

describe("the loyalty reward (growth.md section 2)", () => {
  it("a free pizza takes off the cheapest stamp-group pizza, up to the reward's value", () => {
    expect(orderDiscountCentavos(rewardOffer({ ...program, reward: "free_pizza" }), base)).toBe(5490);
    expect(orderDiscountCentavos(rewardOffer({ ...program, reward: "free_pizza", rewardValueCentavos: 5000 }), base)).toBe(5000);
  });

  it("free delivery takes off the fee; a fixed reward its value, at most the items", () => {
    expect(orderDiscountCentavos(rewardOffer({ ...program, reward: "free_delivery" }), base)).toBe(800);
    expect(orderDiscountCentavos(rewardOffer({ ...program, reward: "fixed", rewardValueCentavos: 1500 }), base)).toBe(1500);
    expect(orderDiscountCentavos(rewardOffer({ ...program, reward: "fixed", rewardValueCentavos: 1500 }), { lines: [{ group: "Bebidas", centavos: 990 }], deliveryFeeCentavos: 0 })).toBe(990);
  });

  it("is named in the customer's words", () => {
    expect(rewardName({ reward: "free_pizza", rewardValueCentavos: 6000 })).toBe("Uma pizza grátis (até R$ 60,00)");
    expect(rewardName({ reward: "free_delivery", rewardValueCentavos: 6000 })).toBe("Entrega grátis");
    expect(rewardName({ reward: "fixed", rewardValueCentavos: 1500 })).toBe("R$ 15,00 de desconto");
  });

  it("is not spent on nothing: a free pizza needs a stamp-group pizza, free delivery a delivery with a fee", () => {
    const drinks = [{ group: "Bebidas", centavos: 990 }];
    const pickup = { isDelivery: false, deliveryFeeCentavos: 0 };
    const delivery = { isDelivery: true, deliveryFeeCentavos: 800 };
    expect(rewardOrderProblem({ ...program, reward: "free_pizza" }, { lines: drinks, ...delivery })).toBe(LOYALTY_MESSAGES.rewardNeedsPizza);
    expect(rewardOrderProblem({ ...program, reward: "free_pizza" }, { lines, ...pickup })).toBeNull();
    expect(rewardOrderProblem({ ...program, reward: "free_delivery" }, { lines, ...pickup })).toBe(LOYALTY_MESSAGES.rewardNeedsDelivery);
    expect(rewardOrderProblem({ ...program, reward: "free_delivery" }, { lines, ...delivery })).toBeNull();
    // An area the store already delivers to free of charge: nothing to take off, the reward is kept.
    expect(rewardOrderProblem({ ...program, reward: "free_delivery" }, { lines, isDelivery: true, deliveryFeeCentavos: 0 })).toBe(LOYALTY_MESSAGES.deliveryAlreadyFree);
    expect(rewardOrderProblem({ ...program, reward: "fixed" }, { lines: drinks, ...pickup })).toBeNull();
  });

  it("keeps the contract's refusals letter for letter", () => {
    expect(LOYALTY_MESSAGES.couponOrReward).toBe("Use o cupom ou a recompensa, não os dois.");
    expect(LOYALTY_MESSAGES.noReward).toBe("Você ainda não tem uma recompensa.");
    expect(LOYALTY_MESSAGES.notEnoughStamps).toBe("O cliente não tem tantos selos.");
  });
});
