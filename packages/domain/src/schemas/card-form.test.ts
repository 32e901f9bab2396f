import { describe, expect, it } from "vitest";
import { cardFormSchema, parseCardExpiry } from "./card-form";
import { sandboxCardSchema } from "./payment";

const now = () => new Date(2026, 10, 23); // November 2026
const valid = { number: "4235 6477 2802 5682", name: " APRO ", expiry: "11/26", cvv: "123" };
const messagesOf = (form: typeof valid) => {
  const result = cardFormSchema(now).safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("card form (the sandbox provider's own form)", () => {
  it("turns a valid form into the card of the payment body", () => {
    const card = cardFormSchema(now).parse(valid);
    expect(card).toEqual({ number: "4235647728025682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2026, security_code: "123" });
    expect(sandboxCardSchema.parse(card)).toEqual(card);
  });

  it("an empty form: every field with its Portuguese message", () => {
    expect(messagesOf({ number: "", name: "  ", expiry: "", cvv: "" })).toEqual({
      number: "Número do cartão inválido",
      name: "Nome do titular é obrigatório",
      expiry: "Validade do cartão inválida",
      cvv: "Código de segurança inválido",
    });
  });

  it("a number failing Luhn, a month 13, a short CVV", () => {
    expect(messagesOf({ ...valid, number: "4235 6477 2802 5683" })).toEqual({ number: "Número do cartão inválido" });
    expect(messagesOf({ ...valid, expiry: "13/30" })).toEqual({ expiry: "Validade do cartão inválida" });
    expect(messagesOf({ ...valid, cvv: "12" })).toEqual({ cvv: "Código de segurança inválido" });
    expect(messagesOf({ ...valid, cvv: "1234" })).toEqual({});
    expect(messagesOf({ ...valid, cvv: "12345" })).toEqual({ cvv: "Código de segurança inválido" });
    expect(messagesOf({ ...valid, cvv: "a123" })).toEqual({ cvv: "Código de segurança inválido" });
  });

  it("the current month is still valid; the month before is 'Cartão vencido'", () => {
    expect(messagesOf({ ...valid, expiry: "11/26" })).toEqual({});
    expect(messagesOf({ ...valid, expiry: "10/26" })).toEqual({ expiry: "Cartão vencido" });
    expect(messagesOf({ ...valid, expiry: "12/25" })).toEqual({ expiry: "Cartão vencido" });
  });

  it("parses MM/AA", () => {
    expect(parseCardExpiry("01/30")).toEqual({ month: 1, year: 2030 });
    expect(parseCardExpiry("00/30")).toBeNull();
    expect(parseCardExpiry("1/30")).toBeNull();
    expect(parseCardExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry("01/301")).toBeNull();
    expect(parseCardExpiry("101/30")).toBeNull();
  });
});
