import { type Order, type PaymentMethod } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { paymentText } from "./payment-text";

const NBSP = "\u00a0";
const order = (OrderPayment: Order["OrderPayment"]) => ({ amount: 54.4, delivery_fee: 8.1, OrderPayment }) as unknown as Order;
const payment = (payment_method: PaymentMethod, status: "approved" | "pending", change_for: number | null = null) => ({
  id: 1,
  payment_method,
  status,
  transaction_amount: 62.5,
  change_for,
  created_at: "2025-05-10T20:00:00.000Z",
});

describe("the desk card's payment", () => {
  it("paid on delivery: the note and the change to take, or the card machine", () => {
    expect(paymentText(order([payment("cash", "approved", 100)]))).toBe(`Dinheiro na entrega · troco para R$${NBSP}100,00 (levar R$${NBSP}37,50)`);
    expect(paymentText(order([payment("cash", "approved")]))).toBe("Dinheiro na entrega · sem troco");
    expect(paymentText(order([payment("card_on_delivery", "approved")]))).toBe("Cartão na entrega · levar a maquininha");
  });

  it("paid online: the method and 'pago'", () => {
    expect(paymentText(order([payment("bank_transfer", "approved")]))).toBe("Pix · pago");
    expect(paymentText(order([payment("credit_card", "pending")]))).toBe("Cartão de Crédito");
    expect(paymentText(order([]))).toBe("Pagamento não informado");
  });
});
