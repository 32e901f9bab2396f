import { describe, expect, it } from "vitest";
import { fieldMessages, messagesOf, parseOk } from "../../test-support/issues";
import { cardPaymentBodySchema, isPixPaymentBody, orderPaymentSchema, paymentBodySchema, paymentResponseSchema, pixPaymentBodySchema, savedCardSchema } from "./index";

describe("payment bodies (seed 001 sections 3 and 7)", () => {
  it("Pix: external_reference, payer.email, payment_method_id 'pix', api_version 2", () => {
    const body = parseOk(pixPaymentBodySchema, {
      external_reference: "42",
      payer: { email: "Maria@Example.com" },
      payment_method_id: "pix",
      statement_descriptor: "FORNO",
      transaction_amount: 62.9,
      api_version: 2,
    });
    expect(body).toEqual({ external_reference: 42, payer: { email: "maria@example.com" }, payment_method_id: "pix", statement_descriptor: "FORNO", transaction_amount: 62.9, api_version: 2 });
    expect(parseOk(pixPaymentBodySchema, { external_reference: 42, payment_method_id: "pix" }).api_version).toBe(2);
  });

  it("card: the provider's form data plus our fields, one installment", () => {
    const body = parseOk(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", token: "tok_1", issuer_id: 25, installments: 1, payer: { email: "a@b.co", identification: { type: "CPF", number: "52998224725" } } });
    expect(body).toMatchObject({ issuer_id: "25", installments: 1, api_version: 2, payer: { email: "a@b.co", identification: { type: "CPF", number: "52998224725" } } });
    expect(fieldMessages(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", token: "t", installments: 3 }, "installments")).toEqual(["Pagamento apenas em 1 parcela"]);
  });

  it("card: needs a token, sandbox card data or a saved card", () => {
    expect(fieldMessages(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa" }, "token")).toEqual(["Informe os dados do cartão."]);
    expect(cardPaymentBodySchema.safeParse({ external_reference: 42, payment_method_id: "visa", card_id: "c1" }).success).toBe(true);
  });

  it("sandbox card: the number must pass Luhn", () => {
    const card = { number: "4111 1111 1111 1111", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };
    expect(parseOk(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", card }).card?.number).toBe("4111111111111111");
    expect(messagesOf(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", card: { ...card, number: "4111 1111 1111 1112" } })).toEqual(["Número do cartão inválido"]);
  });

  it("card: an empty token or saved card is no card data; one installment by default", () => {
    expect(fieldMessages(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", token: "" }, "token")).not.toEqual([]);
    expect(fieldMessages(cardPaymentBodySchema, { external_reference: 42, payment_method_id: "visa", card_id: "" }, "card_id")).not.toEqual([]);
    expect(parseOk(cardPaymentBodySchema, { external_reference: "42", payment_method_id: "master", card_id: "c1" })).toEqual({
      external_reference: 42,
      payment_method_id: "master",
      card_id: "c1",
      installments: 1,
      api_version: 2,
    });
    expect(cardPaymentBodySchema.safeParse({ external_reference: 42, payment_method_id: " ", token: "t" }).success).toBe(false);
  });

  it("every body: a statement descriptor of at most 22 characters, API version 2 only", () => {
    const pix = { external_reference: 42, payment_method_id: "pix" };
    expect(parseOk(pixPaymentBodySchema, { ...pix, statement_descriptor: "F".repeat(22) }).statement_descriptor).toHaveLength(22);
    expect(pixPaymentBodySchema.safeParse({ ...pix, statement_descriptor: "F".repeat(23) }).success).toBe(false);
    expect(pixPaymentBodySchema.safeParse({ ...pix, api_version: 1 }).success).toBe(false);
    expect(parseOk(paymentBodySchema, { ...pix, payer: { email: "" } })).toEqual({ ...pix, payer: { email: null }, api_version: 2 });
  });

  it("tells Pix from card", () => {
    expect(isPixPaymentBody({ payment_method_id: "pix" })).toBe(true);
    expect(isPixPaymentBody({ payment_method_id: "visa" })).toBe(false);
    expect(isPixPaymentBody(null)).toBe(false);
    expect(paymentBodySchema.safeParse({ external_reference: 1, payment_method_id: "pix" }).success).toBe(true);
    expect(cardPaymentBodySchema.safeParse({ external_reference: 1, payment_method_id: "pix", token: "t" }).success).toBe(false);
  });
});

describe("payment answers", () => {
  it("an order's payment by any of the four methods, in any of the provider's statuses", () => {
    const payment = { id: 1, payment_method: "cash", status: "approved", transaction_amount: 62.9, change_for: null, created_at: "2025-05-10T20:02:00.000Z" };
    for (const payment_method of ["credit_card", "bank_transfer", "cash", "card_on_delivery"]) expect(parseOk(orderPaymentSchema, { ...payment, payment_method }).payment_method).toBe(payment_method);
    for (const status of ["pending", "approved", "in_process", "rejected", "cancelled", "refunded"]) expect(parseOk(orderPaymentSchema, { ...payment, status }).status).toBe(status);
  });

  it("carries the Pix QR data under point_of_interaction.transaction_data", () => {
    const answer = { id: 1, status: "pending", status_detail: "pending_waiting_transfer", point_of_interaction: { transaction_data: { qr_code: "000201...", qr_code_base64: "iVBOR..." } } };
    expect(parseOk(paymentResponseSchema, answer).point_of_interaction?.transaction_data?.qr_code).toBe("000201...");
  });

  it("a saved card shows the last four digits only", () => {
    const card = { id: "c1", customer_id: "u1", cardholder: { name: "MARIA" }, issuer: { name: "Visa" }, last_four_digits: "1111", payment_method: { name: "visa", secure_thumbnail: "https://x/visa.png" } };
    expect(parseOk(savedCardSchema, card)).toEqual(card);
    expect(savedCardSchema.safeParse({ ...card, last_four_digits: "4111111111111111" }).success).toBe(false);
  });
});
