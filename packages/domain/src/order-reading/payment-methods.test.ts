import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentMethodSchema } from "../schemas/payment";
import { PAYMENT_METHODS, isOrderPaymentMethod, paymentMethodLabel, ticketPaymentMethod } from "./payment-methods";

describe("the one table of payment methods", () => {
  it("labels payment methods as the seeds and operations.md write them", () => {
    expect(paymentMethodLabel("credit_card")).toBe("Cartão de Crédito");
    expect(paymentMethodLabel("bank_transfer")).toBe("Pix");
    expect(paymentMethodLabel("cash")).toBe("Dinheiro");
    expect(paymentMethodLabel("card_on_delivery")).toBe("Cartão na entrega");
  });

  it("writes the card on the ticket as operations.md section 1 quotes it", () => {
    expect(ticketPaymentMethod("credit_card")).toBe("Cartão de crédito");
    expect(ticketPaymentMethod("bank_transfer")).toBe("Pix");
  });

  it("has a row for every method the wire knows, and no other", () => {
    expect(Object.keys(PAYMENT_METHODS).sort()).toEqual([...paymentMethodSchema.options].sort());
  });

  it("reads any other method as stored, on screens and tickets alike", () => {
    fc.assert(
      fc.property(fc.string(), (method) => {
        fc.pre(!isOrderPaymentMethod(method));
        expect(paymentMethodLabel(method)).toBe(method);
        expect(ticketPaymentMethod(method)).toBe(method);
      }),
    );
  });

  it("differs between screen and ticket only in letter case", () => {
    for (const { label, ticket } of Object.values(PAYMENT_METHODS)) expect(ticket.toLowerCase()).toBe(label.toLowerCase());
  });
});
