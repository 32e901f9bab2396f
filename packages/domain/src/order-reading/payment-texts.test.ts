import { describe, expect, it } from "vitest";
import { onDeliveryCustomerText, onDeliveryStaffText, ticketPaymentText } from "./payment-texts";

const NBSP = "\u00a0";
const money = (text: string) => text.replaceAll("R$ ", `R$${NBSP}`);

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
});

describe("the ticket's payment line", () => {
  it("names the method and whether it is paid", () => {
    expect(ticketPaymentText([{ payment_method: "bank_transfer", status: "approved" }], 5000)).toBe("Pix - pago");
    expect(ticketPaymentText([{ payment_method: "credit_card", status: "approved" }], 5000)).toBe("Cartão de crédito - pago");
    expect(ticketPaymentText([{ payment_method: "bank_transfer", status: "pending" }], 5000)).toBe("Pix - aguardando pagamento");
    expect(ticketPaymentText([], 5000)).toBe("Pagamento pendente");
    expect(ticketPaymentText([{ payment_method: "card_on_delivery", status: "pending" }], 5000)).toBe("Cartão na entrega");
  });

  it("computes the change the driver takes for cash", () => {
    const line = ticketPaymentText([{ payment_method: "cash", status: "pending", change_for: 100 }], 8980);
    expect(line.replace(/\u00a0/g, " ")).toBe("Dinheiro - troco para R$ 100,00 (levar R$ 10,20)");
    expect(ticketPaymentText([{ payment_method: "cash", status: "pending", change_for: null }], 8980)).toBe("Dinheiro - sem troco");
    expect(ticketPaymentText([{ payment_method: "cash", status: "pending", change_for: 89.8 }], 8980)).toBe("Dinheiro - sem troco");
  });
});
