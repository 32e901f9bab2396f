import { describe, expect, it } from "vitest";
import { ON_DELIVERY_SETTING_DEFAULT, onDeliveryMethodsOf, onDeliverySettingProblem } from "./on-delivery-settings";
import { isOnDeliveryPaymentBody, paymentBodyKind } from "./on-delivery-payment";
import { cardPaymentBodySchema, paymentBodySchema } from "./payment";

describe("payment on delivery bodies", () => {
  it("cash takes a note in reais or null; absent reads as exact money", () => {
    expect(paymentBodySchema.parse({ external_reference: 7, payment_method_id: "cash", change_for: 100 })).toMatchObject({ payment_method_id: "cash", change_for: 100 });
    expect(paymentBodySchema.parse({ external_reference: "7", payment_method_id: "cash", change_for: null })).toMatchObject({ external_reference: 7, change_for: null });
    expect(paymentBodySchema.parse({ external_reference: 7, payment_method_id: "cash" })).toMatchObject({ change_for: null });
    expect(paymentBodySchema.safeParse({ external_reference: 7, payment_method_id: "cash", change_for: -1 }).success).toBe(false);
    expect(paymentBodySchema.safeParse({ external_reference: 7, payment_method_id: "cash", change_for: 10.001 }).success).toBe(false);
    expect(paymentBodySchema.safeParse({ external_reference: 7, payment_method_id: "cash", change_for: "100" }).success).toBe(false);
  });

  it("the card machine needs only the order; a card brand can never be named cash or card_on_delivery", () => {
    expect(paymentBodySchema.parse({ external_reference: 7, payment_method_id: "card_on_delivery" })).toMatchObject({ payment_method_id: "card_on_delivery" });
    for (const id of ["cash", "card_on_delivery", "pix"]) {
      expect(cardPaymentBodySchema.safeParse({ external_reference: 7, payment_method_id: id, token: "tok" }).success).toBe(false);
    }
    expect(cardPaymentBodySchema.safeParse({ external_reference: 7, payment_method_id: "visa", token: "tok" }).success).toBe(true);
  });

  it("tells a body paid on delivery from one paid through the provider", () => {
    expect(["cash", "card_on_delivery", "pix", "visa"].map((id) => isOnDeliveryPaymentBody({ payment_method_id: id }))).toEqual([true, true, false, false]);
  });

  it("names the kind of body by its payment_method_id", () => {
    expect(["pix", "cash", "card_on_delivery", "visa", undefined].map((id) => paymentBodyKind({ payment_method_id: id }))).toEqual(["pix", "cash", "card_on_delivery", "card", "card"]);
    expect([null, undefined, "pix"].map(paymentBodyKind)).toEqual(["card", "card", "card"]);
  });
});

describe("payment.on_delivery_methods", () => {
  it("takes none, cash, card or both, and nothing else", () => {
    for (const value of ["", "cash", "card", "cash,card"]) expect(onDeliverySettingProblem("payment.on_delivery_methods", value)).toBeNull();
    for (const value of ["card,cash", "pix", "cash, card", "CASH"]) expect(onDeliverySettingProblem("payment.on_delivery_methods", value)).toMatch(/^Valor inválido/);
    expect(onDeliverySettingProblem("payment.pix_key", "anything")).toBeNull();
  });

  it("starts with no method on", () => {
    expect(ON_DELIVERY_SETTING_DEFAULT).toBe("");
    expect(onDeliveryMethodsOf(ON_DELIVERY_SETTING_DEFAULT)).toEqual([]);
  });

  it("lists the enabled methods of a stored value", () => {
    expect(onDeliveryMethodsOf("cash,card")).toEqual(["cash", "card"]);
    expect(onDeliveryMethodsOf("card")).toEqual(["card"]);
    expect(onDeliveryMethodsOf("")).toEqual([]);
    expect(onDeliveryMethodsOf("bogus")).toEqual([]);
    expect(onDeliveryMethodsOf(undefined)).toEqual([]);
  });
});
