import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import {
  cepCreateBodySchema,
  cepFormSchema,
  cepUpdateBodySchema,
  orderStateChangeBodySchema,
  orderStatusFormSchema,
  productAdditionalFormSchema,
  productCreateBodySchema,
  productFormSchema,
  productUpdateBodySchema,
  settingAllowsEmpty,
  settingFormSchema,
  settingFormSchemaFor,
  settingUpdateBodySchema,
  stripSpecialCharacters,
} from "./index";

const product = { name: "Margherita", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", is_active: true, featured: false };
const additional = { group: "Pizzas Grandes", category: "Tipo de Massa", name: "Massa fina", is_active: true };
const cep = { postal_code: "01310-100", street: "Avenida Paulista", neighborhood: "Bela Vista", active: true };

describe("backoffice forms: one message per rule (seed 001 section 5)", () => {
  it.each([
    [productFormSchema, product, "name", "Nome obrigatório"],
    [productFormSchema, product, "product_group", "Grupo obrigatório"],
    [productFormSchema, product, "product_subgroup", "Subgrupo obrigatório"],
    [productAdditionalFormSchema, additional, "group", "Grupo obrigatório"],
    [productAdditionalFormSchema, additional, "category", "Categoria obrigatória"],
    [productAdditionalFormSchema, additional, "name", "Nome obrigatório"],
    [settingFormSchema, { value: "30" }, "value", "Valor é obrigatório"],
    [cepFormSchema, cep, "postal_code", "CEP é obrigatório"],
    [cepFormSchema, cep, "street", "Logradouro é obrigatório"],
    [cepFormSchema, cep, "neighborhood", "Bairro é obrigatório"],
  ] as const)("%#: empty %s -> %j", (schema, valid, field, message) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(fieldMessages(schema, { ...valid, [field]: "" }, field)).toEqual([message]);
    expect(fieldMessages(schema, { ...valid, [field]: "   " }, field)).toEqual([message]);
  });

  it("product description is optional", () => {
    expect(productFormSchema.safeParse({ ...product, description: undefined }).success).toBe(true);
  });

  it("order status: required, one of the nine choices", () => {
    expect(fieldMessages(orderStatusFormSchema, {}, "status")).toEqual(["Status é obrigatório"]);
    expect(fieldMessages(orderStatusFormSchema, { status: "" }, "status")).toEqual(["Status é obrigatório"]);
    expect(fieldMessages(orderStatusFormSchema, { status: "PENDING" }, "status")).toEqual(["Status é obrigatório"]);
    expect(orderStatusFormSchema.safeParse({ status: "PREPARATION" }).success).toBe(true);
  });

  it("order state change body takes any of the ten states", () => {
    expect(parseOk(orderStateChangeBodySchema, { order_id: 7, to_state: "PENDING" })).toEqual({ order_id: 7, to_state: "PENDING" });
    expect(fieldMessages(orderStateChangeBodySchema, { order_id: 7, to_state: "LOST" }, "to_state")).toEqual(["Status é obrigatório"]);
  });
});

describe("backoffice bodies", () => {
  it("product PATCH folds `featured` into `is_featured`", () => {
    expect(parseOk(productUpdateBodySchema, { featured: true })).toEqual({ is_featured: true });
    expect(parseOk(productUpdateBodySchema, { is_featured: false, featured: true })).toEqual({ is_featured: false });
    expect(Object.keys(parseOk(productUpdateBodySchema, { name: " Calabresa " }))).toEqual(["name"]);
    expect(parseOk(productUpdateBodySchema, { name: " Calabresa " })).toEqual({ name: "Calabresa" });
  });

  it("product POST fills defaults", () => {
    const body = parseOk(productCreateBodySchema, { name: "Calabresa", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", amount: 49.9 });
    expect(body).toMatchObject({ is_active: true, is_featured: false, is_fractionable: false, order_group: 0, description: null });
    expect(fieldMessages(productCreateBodySchema, { ...body, amount: 49.999 }, "amount")).toEqual(["Valor inválido"]);
    const required = { name: "Calabresa", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", amount: 49.9 };
    expect(parseOk(productCreateBodySchema, { ...required, featured: true })).toEqual({ ...required, description: null, is_active: true, is_featured: true, is_fractionable: false, order_group: 0 });
    expect(parseOk(productCreateBodySchema, { ...required, is_featured: false, featured: true }).is_featured).toBe(false);
  });

  it("CEP bodies normalise the postal code to digits", () => {
    expect(parseOk(cepUpdateBodySchema, { postal_code: "01310-100", active: false })).toEqual({ postal_code: "01310100", active: false });
    expect(fieldMessages(cepUpdateBodySchema, { postal_code: "" }, "postal_code")).toEqual(["CEP é obrigatório"]);
    const created = parseOk(cepCreateBodySchema, { ...cep, city: "São Paulo", state: "sp" });
    expect(created).toMatchObject({ postal_code: "01310100", state: "SP", amount: null, active: true });
    const { active: _active, ...withoutActive } = cep;
    expect(parseOk(cepCreateBodySchema, { ...withoutActive, city: "São Paulo", state: "SP" })).toMatchObject({ active: true, latitude: null, longitude: null });
  });

  it("strips special characters from street and neighborhood defaults", () => {
    expect(stripSpecialCharacters("Rua São João, 10 - (lado ímpar)")).toBe("Rua São João 10 lado ímpar");
    expect(stripSpecialCharacters("  Rua   Augusta,\tlado par  ")).toBe("Rua Augusta lado par");
  });

  it("a setting's form needs a value, except for a setting that may be empty", () => {
    expect(settingAllowsEmpty("payment.on_delivery_methods")).toBe(true);
    expect(settingAllowsEmpty("operation.slot_minutes")).toBe(false);
    expect(settingFormSchemaFor("payment.on_delivery_methods").parse({ value: "" })).toEqual({ value: "" });
    expect(fieldMessages(settingFormSchemaFor("operation.slot_minutes"), { value: "" }, "value")).toEqual(["Valor é obrigatório"]);
    expect(parseOk(settingUpdateBodySchema, { value: "" })).toEqual({ value: "" });
  });
});
