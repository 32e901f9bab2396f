import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderState } from "./index";
import { allowedTransitions, canTransition, ORDER_STATES, transitionErrorMessage, transitionProblem } from "./index";

// Architecture section 5, written out again by hand as the test's own oracle.
const TABLE: [OrderState, OrderState[]][] = [
  ["CART", ["PENDING"]],
  ["PENDING", ["PAID", "CANCELLED_CLIENT", "CANCELLED_STORE", "ERROR"]],
  ["PAID", ["PREPARATION", "CANCELLED_STORE", "REFUNDED", "ERROR"]],
  ["PREPARATION", ["DISPATCHED", "CANCELLED_STORE", "ERROR"]],
  ["DISPATCHED", ["DELIVERED", "ERROR"]],
  ["ERROR", ["PAID", "PREPARATION", "DISPATCHED", "CANCELLED_STORE", "REFUNDED"]],
  ["DELIVERED", ["REFUNDED"]],
  ["CANCELLED_STORE", ["REFUNDED"]],
  ["CANCELLED_CLIENT", []],
  ["REFUNDED", []],
];
const allowed = new Map(TABLE);
const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to, allowed.get(from)?.includes(to) ?? false] as const));

describe("order state machine (architecture section 5)", () => {
  it.each(pairs)("%s -> %s allowed for a payment: %s", (from, to, ok) => {
    expect(canTransition(from, to, "payment")).toBe(ok);
  });

  it.each(pairs)("%s -> %s allowed for staff: %s", (from, to, ok) => {
    const staffOk = ok && !(from === "PENDING" && to === "PAID");
    expect(canTransition(from, to)).toBe(staffOk);
    expect(transitionProblem(from, to) === null).toBe(staffOk);
  });

  it("lists the allowed moves per actor", () => {
    expect(allowedTransitions("PENDING", "payment")).toEqual(["PAID", "CANCELLED_CLIENT", "CANCELLED_STORE", "ERROR"]);
    expect(allowedTransitions("PENDING")).toEqual(["CANCELLED_CLIENT", "CANCELLED_STORE", "ERROR"]);
    expect(allowedTransitions("REFUNDED")).toEqual([]);
  });

  it.each([
    ["DELIVERED", "PREPARATION", "Não é possível mudar o pedido de Entregue para Em Preparo."],
    ["CANCELLED_CLIENT", "PAID", "Não é possível mudar o pedido de Cancelado pelo Cliente para Pedido Pago."],
    ["PAID", "PAID", "Não é possível mudar o pedido de Pedido Pago para Pedido Pago."],
    ["PENDING", "PAID", "Somente a confirmação do pagamento pode mudar o pedido de Aguardando Pagamento para Pedido Pago."],
  ] as const)("409 message for %s -> %s", (from, to, message) => {
    expect(transitionErrorMessage(from, to)).toBe(message);
    expect(transitionProblem(from, to)).toBe(message);
  });

  it("a payment confirmation refused for an order no longer waiting is told the plain 409 message", () => {
    expect(transitionErrorMessage("PENDING", "PAID", "payment")).toBe("Não é possível mudar o pedido de Aguardando Pagamento para Pedido Pago.");
    expect(transitionProblem("PENDING", "PAID", "payment")).toBeNull();
  });

  it("no state moves to itself, and the final states are REFUNDED and CANCELLED_CLIENT", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), (state) => {
        expect(canTransition(state, state, "payment")).toBe(false);
      }),
    );
    expect(ORDER_STATES.filter((state) => allowedTransitions(state, "payment").length === 0)).toEqual(["CANCELLED_CLIENT", "REFUNDED"]);
  });

  it("every walk the machine allows from CART names only known states", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
        let state: OrderState = "CART";
        for (const choice of choices) {
          const next = allowedTransitions(state, "payment");
          if (next.length === 0) break;
          const to = next[choice % next.length] as OrderState;
          expect(transitionProblem(state, to, "payment")).toBeNull();
          state = to;
        }
        expect(ORDER_STATES).toContain(state);
      }),
    );
  });
});
