import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { MESSAGES, NEW_PRODUCT_DEFAULTS, newCepFormSchema, newProductFormSchema } from "./index";

const product = { ...NEW_PRODUCT_DEFAULTS, name: "Portuguesa", product_group: "Pizzas Individuais", product_subgroup: "Tradicionais", amount: "58,90" };
const cep = { postal_code: "01310-100", street: "Avenida Paulista", neighborhood: "Bela Vista", active: true, city: "São Paulo", state: "SP", amount: "" };

describe("'Novo produto' form (decision 0704)", () => {
  it("starts empty, active, not featured and not fractionable", () => {
    expect(NEW_PRODUCT_DEFAULTS).toEqual({ name: "", product_group: "", product_subgroup: "", description: "", amount: "", is_active: true, featured: false, is_fractionable: false });
  });

  it("accepts a product with a price typed with a comma", () => {
    expect(parseOk(newProductFormSchema, product)).toMatchObject({ name: "Portuguesa", amount: "58,90", is_fractionable: false });
  });

  it.each([
    ["amount", "", "Valor inválido"],
    ["amount", "58,9,0", "Valor inválido"],
    ["name", "", "Nome obrigatório"],
    ["product_group", "", "Grupo obrigatório"],
  ])("%s = %j: '%s'", (field, value, message) => {
    expect(fieldMessages(newProductFormSchema, { ...product, [field]: value }, field)).toContain(message);
  });
});

describe("'Novo CEP' form (decision 0704)", () => {
  it("accepts an area without a fee (the store's default) or with one", () => {
    expect(parseOk(newCepFormSchema, cep)).toMatchObject({ city: "São Paulo", state: "SP", amount: "" });
    expect(parseOk(newCepFormSchema, { ...cep, amount: "7,50" }).amount).toBe("7,50");
    expect(parseOk(newCepFormSchema, { ...cep, amount: "   " }).amount).toBe("   ");
  });

  it.each([
    ["postal_code", "", MESSAGES.cepRequired],
    ["postal_code", "0131", MESSAGES.cepFormat],
    ["city", " ", MESSAGES.cityRequired],
    ["state", "São", MESSAGES.stateInvalid],
    ["amount", "sete", MESSAGES.amountInvalid],
  ])("%s = %j: '%s'", (field, value, message) => {
    expect(fieldMessages(newCepFormSchema, { ...cep, [field]: value }, field)).toEqual([message]);
  });

  it("the messages are the spec's", () => {
    expect([MESSAGES.cepRequired, MESSAGES.cepFormat, MESSAGES.cityRequired, MESSAGES.stateInvalid, MESSAGES.amountInvalid]).toEqual([
      "CEP é obrigatório",
      "O CEP deve ter o formato 12345-678",
      "Cidade é obrigatória",
      "UF inválida",
      "Valor inválido",
    ]);
  });
});
