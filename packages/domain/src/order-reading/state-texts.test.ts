import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from "../orders/order-states";
import { canTransition } from "../orders/state-machine";
import { FULFILMENT_LABELS, PICKUP_AT_COUNTER, customerStateLabel, fulfilmentLabel, orderStateLabelFor, pushStateText, staffNextStep } from "./state-texts";
import { buildTimeline } from "./timeline";

describe("payment on delivery: what the customer reads for the state", () => {
  const cash = [{ payment_method: "cash", status: "approved", change_for: null }];
  it("PAID on delivery is 'Pedido confirmado'; a Pix order stays 'Pedido Pago'; other states keep their labels", () => {
    expect(customerStateLabel("PAID", cash)).toBe("Pedido confirmado");
    expect(customerStateLabel("PAID", [{ payment_method: "bank_transfer", status: "approved" }])).toBe("Pedido Pago");
    expect(customerStateLabel("PREPARATION", cash)).toBe("Em Preparo");
    expect(customerStateLabel("PAID", undefined)).toBe("Pedido Pago");
  });

  it("the timeline's PAID step says 'Pedido confirmado' for such an order", () => {
    const history = [
      { to_state: "PENDING" as const, created_at: "2025-05-10T20:00:00.000Z" },
      { to_state: "PAID" as const, created_at: "2025-05-10T20:01:00.000Z" },
    ];
    expect(buildTimeline(history, cash).find((step) => step.state === "PAID")).toMatchObject({ label: "Pedido confirmado", reached: true });
    expect(buildTimeline(history).find((step) => step.state === "PAID")?.label).toBe("Pedido Pago");
  });
});

const delivery = { is_delivery: true };
const pickup = { is_delivery: false };
const at = (state: OrderState, is_delivery: boolean) => ({ is_delivery, OrderStateHistory: [{ to_state: state, created_at: "2025-05-10T20:00:00.000Z" }] });

describe("the customer's push for each state (operations.md section 6)", () => {
  it("words leaving and arrival for a delivery or a pickup", () => {
    expect(pushStateText("DISPATCHED", delivery)).toBe("Saiu para entrega");
    expect(pushStateText("DISPATCHED", pickup)).toBe("Pronto para retirada");
    expect(pushStateText("DELIVERED", delivery)).toBe("Entregue");
    expect(pushStateText("DELIVERED", pickup)).toBe("Retirado");
  });

  it("tells every other state the customer does not watch on screen, and nothing for a cart or an unpaid order", () => {
    expect(pushStateText("PAID", delivery)).toBe("Pagamento confirmado");
    expect(pushStateText("PREPARATION", pickup)).toBe("Em preparo");
    expect(pushStateText("CANCELLED_STORE", delivery)).toBe("Cancelado pela loja");
    expect(pushStateText("CANCELLED_CLIENT", delivery)).toBe("Cancelado");
    expect(pushStateText("REFUNDED", delivery)).toBe("Reembolsado");
    expect(pushStateText("ERROR", delivery)).toBe("Houve um problema com o pedido: fale com a loja");
    expect(pushStateText("CART", delivery)).toBeUndefined();
    expect(pushStateText("PENDING", delivery)).toBeUndefined();
  });
});

describe("the staff's next step on the desk", () => {
  it("accepts a paid order, sends or readies it, then marks it delivered", () => {
    expect(staffNextStep(at("PAID", true))).toEqual({ to: "PREPARATION", label: "Aceitar" });
    expect(staffNextStep(at("PREPARATION", true))).toEqual({ to: "DISPATCHED", label: "Saiu para entrega" });
    expect(staffNextStep(at("PREPARATION", false))).toEqual({ to: "DISPATCHED", label: "Pronto para retirada" });
    expect(staffNextStep(at("DISPATCHED", true))).toEqual({ to: "DELIVERED", label: "Entregue" });
    expect(staffNextStep(at("DISPATCHED", false))).toEqual({ to: "DELIVERED", label: "Retirado" });
    expect(staffNextStep({ is_delivery: true, OrderStateHistory: [] })).toBeNull();
  });

  it("for any state: a step only where the state machine lets staff move, and the button says what the push will say", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.boolean(), (state, isDelivery) => {
        const step = staffNextStep(at(state, isDelivery));
        expect(step !== null).toBe(["PAID", "PREPARATION", "DISPATCHED"].includes(state));
        if (step === null) return;
        expect(canTransition(state, step.to, "staff")).toBe(true);
        if (step.to !== "PREPARATION") expect(step.label).toBe(pushStateText(step.to, { is_delivery: isDelivery }));
      }),
    );
  });
});

describe("delivery or pickup, as staff and tickets name it", () => {
  it("is Entrega or Retirada, and a pickup is handed over at the counter", () => {
    expect(fulfilmentLabel(delivery)).toBe(FULFILMENT_LABELS.delivery);
    expect(fulfilmentLabel(delivery)).toBe("Entrega");
    expect(fulfilmentLabel(pickup)).toBe("Retirada");
    expect(PICKUP_AT_COUNTER).toBe("Retirada no balcão");
  });
});

describe("the state's label for staff and the WhatsApp message", () => {
  it("words a pickup order's DISPATCHED and DELIVERED for the counter, every other state as a delivery's", () => {
    expect(orderStateLabelFor("DISPATCHED", false)).toBe("Pronto para retirada");
    expect(orderStateLabelFor("DELIVERED", false)).toBe("Retirado");
    expect(orderStateLabelFor("DISPATCHED", true)).toBe("Saiu para Entrega");
    for (const state of ORDER_STATES.filter((value) => value !== "DISPATCHED" && value !== "DELIVERED")) expect(orderStateLabelFor(state, false)).toBe(ORDER_STATE_LABELS[state]);
  });

  it("a pickup order's push and desk step say the same words as its label", () => {
    const pickup = { is_delivery: false };
    expect(pushStateText("DISPATCHED", pickup)).toBe(orderStateLabelFor("DISPATCHED", false));
    expect(pushStateText("DELIVERED", pickup)).toBe(orderStateLabelFor("DELIVERED", false));
  });
});
