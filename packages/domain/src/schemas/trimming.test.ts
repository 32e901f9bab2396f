import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseOk } from "../../test-support/issues";
import { VALID_CPF } from "../../test-support/documents";
import * as schemas from "./index";

const exported = schemas as unknown as Record<string, z.ZodType>;

const cep = { postal_code: "01310-100", street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };
const product = { name: "Margherita", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", amount: 49.9 };
const productForm = { name: "Margherita", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", is_active: true, featured: false };
const additional = { group: "Pizzas Grandes", category: "Borda", name: "Borda de catupiry", is_active: true };
const item = { cart_index: 0, item_id: 10, item_id_parent: null, item_group: 1, product_id: 10, quantity: 1 };
const orderAddress = { address: "Avenida Paulista", number: "1578", postal_code: "01310-100" };
const addressForm = { postal_code: "01310-100", number: "1578", is_default: false };
const signUp = { name: "Maria da Silva", document: VALID_CPF, phone: "11987654321", password: "Pizza#2025" };

/** [schema, a valid value with one padded text, the field, what comes out]. */
const PADDED: [string, Record<string, unknown>, string, unknown][] = [
  ["cepCreateBodySchema", { ...cep, street: "  Rua Augusta  " }, "street", "Rua Augusta"],
  ["cepCreateBodySchema", { ...cep, neighborhood: " Consolação " }, "neighborhood", "Consolação"],
  ["cepCreateBodySchema", { ...cep, city: " São Paulo " }, "city", "São Paulo"],
  ["cepCreateBodySchema", { ...cep, state: " sp " }, "state", "SP"],
  ["cepFormSchema", { ...cep, active: true, postal_code: " 01310-100 " }, "postal_code", "01310-100"],
  ["newCepFormSchema", { ...cep, active: true, amount: "", postal_code: " 01310-100 " }, "postal_code", "01310-100"],
  ["newCepFormSchema", { ...cep, active: true, amount: "", city: " Santos " }, "city", "Santos"],
  ["newCepFormSchema", { ...cep, active: true, amount: "", state: " sp " }, "state", "sp"],
  ["productCreateBodySchema", { ...product, product_group: " Bebidas " }, "product_group", "Bebidas"],
  ["productCreateBodySchema", { ...product, product_subgroup: " Especiais " }, "product_subgroup", "Especiais"],
  ["productCreateBodySchema", { ...product, external_id: " P-10 " }, "external_id", "P-10"],
  ["productCreateBodySchema", { ...product, description: " Molho e queijo " }, "description", "Molho e queijo"],
  ["productFormSchema", { ...productForm, name: " Calabresa " }, "name", "Calabresa"],
  ["productAdditionalFormSchema", { ...additional, group: " Pizzas Grandes " }, "group", "Pizzas Grandes"],
  ["productAdditionalFormSchema", { ...additional, category: " Borda " }, "category", "Borda"],
  ["productAdditionalFormSchema", { ...additional, name: " Borda de cheddar " }, "name", "Borda de cheddar"],
  ["productHasAdditionalsQuerySchema", { product_id: " 10 " }, "product_id", "10"],
  ["driverCreateBodySchema", { name: " João Motoboy ", phone: "11955501234" }, "name", "João Motoboy"],
  ["settingUpdateBodySchema", { value: " 30 " }, "value", "30"],
  ["settingFormSchema", { value: " 30 " }, "value", "30"],
  ["dataRemovalRejectBodySchema", { note: " Cadastro não encontrado " }, "note", "Cadastro não encontrado"],
  ["signUpBodySchema", { ...signUp, name: " Maria da Silva " }, "name", "Maria da Silva"],
  ["signUpBodySchema", { ...signUp, birthday: " 1990-05-10 " }, "birthday", "1990-05-10"],
  ["signUpFormSchema", { ...signUp, document: " 529.982.247-25 " }, "document", "529.982.247-25"],
  ["signUpFormSchema", { ...signUp, phone: " (11)98765-4321 " }, "phone", "(11)98765-4321"],
  ["signUpFormSchema", { ...signUp, email: " maria@example.com " }, "email", "maria@example.com"],
  ["signUpFormSchema", { ...signUp, birthday: " 10/05/1990 " }, "birthday", "10/05/1990"],
  ["addressFormSchema", { ...addressForm, postal_code: " 01310-100 " }, "postal_code", "01310-100"],
  ["addressFormSchema", { ...addressForm, number: " 12 " }, "number", "12"],
  ["addressFormSchema", { ...addressForm, alias: " Casa " }, "alias", "Casa"],
  ["addressCreateBodySchema", { postal_code: "01310100", number: " 12 ", alias: " Casa " }, "alias", "Casa"],
  ["addressCreateBodySchema", { postal_code: "01310100", number: " 12 " }, "number", "12"],
  ["orderAddressInputSchema", { ...orderAddress, address: " Rua Augusta " }, "address", "Rua Augusta"],
  ["orderItemInputSchema", { ...item, item_notes: " sem cebola " }, "item_notes", "sem cebola"],
  ["orderCreateBodySchema", { items: [item], is_delivery: false, order_notes: " Sem cebola " }, "order_notes", "Sem cebola"],
  ["pixPaymentBodySchema", { external_reference: 42, payment_method_id: "pix", statement_descriptor: " FORNO " }, "statement_descriptor", "FORNO"],
  ["cardPaymentBodySchema", { external_reference: 42, payment_method_id: " visa ", token: "tok" }, "payment_method_id", "visa"],
  ["storePauseBodySchema", { minutes: 30, reason: " Muitos pedidos " }, "reason", "Muitos pedidos"],
  ["productListQuerySchema", { where_name: " marg " }, "where_name", "marg"],
  ["productListQuerySchema", { where_is_active: " true " }, "where_is_active", true],
  ["productListQuerySchema", { where_amount: " 49.9 " }, "where_amount", 49.9],
  ["passwordResetFormSchema", { token: " ab12cd ", password: "Pizza#2025" }, "token", "AB12CD"],
];

describe("typed text is trimmed before it is checked and kept", () => {
  it.each(PADDED)("%s: %j -> %s", (name, value, field, expected) => {
    expect((parseOk(exported[name]!, value) as Record<string, unknown>)[field]).toEqual(expected);
  });

  it("a text of spaces only is an empty one: required fields refuse it, filters ignore it", () => {
    expect(parseOk(schemas.productListQuerySchema, { where_name: "   ", where_amount: "   ", where_is_active: "   ", where_id: "   " })).toEqual({ take: 20, skip: 0 });
    expect(schemas.settingFormSchema.safeParse({ value: "   " }).success).toBe(false);
    expect(parseOk(schemas.sandboxCardSchema, { number: "4111 1111 1111 1111", cardholder_name: " APRO ", expiration_month: 1, expiration_year: 2030, security_code: "123" }).cardholder_name).toBe("APRO");
  });
});
