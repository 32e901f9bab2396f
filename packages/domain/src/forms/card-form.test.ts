import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { sandboxCardSchema } from "../schemas/payment";
import { formProblems, formResolver } from "./form-checks";
import { cardFormChecks, cardFromForm, parseCardExpiry } from "./card-form";

const now = () => new Date(2026, 10, 23); // November 2026
const valid = { number: "4235 6477 2802 5682", name: " APRO ", expiry: "11/26", cvv: "123" };
const messagesOf = (form: typeof valid) => formProblems(cardFormChecks(now), form);
const serverCard = { number: "4235647728025682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2026, security_code: "123" };

describe("card form (the sandbox provider's own form)", () => {
  it("turns a valid form into the card of the payment body, which the server accepts", async () => {
    const card = cardFromForm(valid);
    expect(card).toEqual(serverCard);
    expect(parseOk(sandboxCardSchema, card)).toEqual(card);
    expect(await formResolver(cardFormChecks(now), cardFromForm)(valid)).toEqual({ values: serverCard, errors: {} });
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

  it(
    "number, holder and CVV are the server's rules: the form and sandboxCardSchema refuse the same values with the same messages",
    PROPERTY_TEST_TIMEOUT,
    () => {
      const typed = fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[\d -]{0,24}$/), fc.constantFrom("4235 6477 2802 5682", "4111-1111-1111-1111", "  ", "APRO"));
      fc.assert(
        fc.property(typed, (value) => {
          const form = messagesOf({ ...valid, number: value, name: value, cvv: value });
          const server = (field: string) => fieldMessages(sandboxCardSchema, { ...serverCard, number: value, cardholder_name: value, security_code: value }, field)[0];
          expect(form.number).toBe(server("number"));
          expect(form.name).toBe(server("cardholder_name"));
          expect(form.cvv).toBe(server("security_code"));
        }),
        { numRuns: 500 },
      );
    },
  );
});
