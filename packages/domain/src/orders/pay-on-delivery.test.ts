import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeForProblem, changeToTakeCentavos, customerStateLabel, onDeliveryCustomerText, onDeliveryPaymentOf, onDeliveryStaffText } from "./pay-on-delivery";
import { buildTimeline } from "./timeline";

const NBSP = "\u00a0";
const money = (text: string) => text.replaceAll("R$ ", `R$${NBSP}`);

describe("payment on delivery: the change", () => {
  it("the driver takes the note minus the total, nothing for exact money or a note equal to the total", () => {
    expect(changeToTakeCentavos(100, 6250)).toBe(3750);
    expect(changeToTakeCentavos(62.5, 6250)).toBe(0);
    expect(changeToTakeCentavos(null, 6250)).toBe(0);
  });

  it("a note below the total is refused with the total in the message; equal or above, or exact money, passes", () => {
    expect(changeForProblem(50, 6250)).toBe(money("O troco deve ser para um valor igual ou maior que o total do pedido (R$ 62,50)."));
    expect(changeForProblem(62.49, 6250)).not.toBeNull();
    expect(changeForProblem(62.5, 6250)).toBeNull();
    expect(changeForProblem(null, 6250)).toBeNull();
  });

  it("for any note and total, refused exactly when the note is below the total, and the change never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (noteCentavos, totalCentavos) => {
        const note = noteCentavos / 100;
        expect(changeForProblem(note, totalCentavos) !== null).toBe(noteCentavos < totalCentavos);
        expect(changeToTakeCentavos(note, totalCentavos)).toBe(Math.max(0, noteCentavos - totalCentavos));
      }),
    );
  });
});

describe("payment on delivery: texts", () => {
  it("the customer reads the method and the note", () => {
    expect(onDeliveryCustomerText({ payment_method: "cash", status: "approved", change_for: 100 })).toBe(money("Dinheiro · Troco para R$ 100,00"));
    expect(onDeliveryCustomerText({ payment_method: "cash", status: "approved", change_for: null })).toBe("Dinheiro · Sem troco");
    expect(onDeliveryCustomerText({ payment_method: "card_on_delivery", status: "approved" })).toBe("Cartão na entrega");
  });

  it("the staff read how much change to take", () => {
    expect(onDeliveryStaffText({ payment_method: "cash", status: "approved", change_for: 100 }, 6250)).toBe(money("Dinheiro na entrega · troco para R$ 100,00 (levar R$ 37,50)"));
    expect(onDeliveryStaffText({ payment_method: "cash", status: "approved", change_for: null }, 6250)).toBe("Dinheiro na entrega · sem troco");
    expect(onDeliveryStaffText({ payment_method: "card_on_delivery", status: "approved" }, 6250)).toBe("Cartão na entrega · levar a maquininha");
  });

  it("an order is paid on delivery only when its approved payment is cash or the card machine", () => {
    expect(onDeliveryPaymentOf([{ payment_method: "cash", status: "approved", change_for: 50 }])?.change_for).toBe(50);
    expect(onDeliveryPaymentOf([{ payment_method: "credit_card", status: "rejected" }, { payment_method: "card_on_delivery", status: "approved" }])?.payment_method).toBe("card_on_delivery");
    expect(onDeliveryPaymentOf([{ payment_method: "bank_transfer", status: "approved" }])).toBeUndefined();
    expect(onDeliveryPaymentOf([])).toBeUndefined();
    expect(onDeliveryPaymentOf(undefined)).toBeUndefined();
  });
});

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
