import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { addressCreateBodySchema, addressFormSchema, addressFormToBody, addressUpdateBodySchema } from "./index";

const validForm = { postal_code: "01310-100", number: "1578", address_info: "", address_notes: "", alias: "", is_default: false };

describe("address form (seed 001 section 5)", () => {
  it.each([
    ["postal_code", "01310100", ["O CEP deve ter o formato 12345-678"]],
    ["postal_code", "0131-0100", ["O CEP deve ter o formato 12345-678"]],
    ["postal_code", "01310-100", []],
    ["number", "", ["O número é obrigatório"]],
    ["number", "12a", ["O número deve ser numérico"]],
    ["number", "0", ["O número deve ser maior que zero"]],
    ["number", "000", ["O número deve ser maior que zero"]],
    ["number", "7", []],
    ["alias", "C", ["Apelido muito curto"]],
    ["alias", "", []],
    ["alias", "Casa", []],
  ])("%s = %j -> %j", (field, value, expected) => {
    expect(fieldMessages(addressFormSchema, { ...validForm, [field]: value }, field)).toEqual(expected);
  });

  it("needs is_default to be a boolean", () => {
    expect(addressFormSchema.safeParse({ ...validForm, is_default: "sim" }).success).toBe(false);
  });
});

describe("address bodies (wire)", () => {
  it("create: accepts the CEP with or without its mask and answers digits; empty texts become null", () => {
    const fromForm = parseOk(addressCreateBodySchema, addressFormToBody({ ...validForm, alias: "Casa" }));
    expect(fromForm).toEqual({
      postal_code: "01310100",
      number: "1578",
      address_info: null,
      address_notes: null,
      alias: "Casa",
      neighborhood: null,
      is_default: false,
    });
    expect(parseOk(addressCreateBodySchema, { postal_code: "01310100", number: 12 })).toMatchObject({ number: "12", is_default: false });
    expect(addressFormToBody({ ...validForm, address_info: "Apto 42", address_notes: "Portão azul" })).toMatchObject({ address_info: "Apto 42", address_notes: "Portão azul", alias: null });
  });

  it.each([
    [{ number: "" }, "number", "O número é obrigatório"],
    [{ number: null }, "number", "O número é obrigatório"],
    [{ number: "s/n" }, "number", "O número deve ser numérico"],
    [{ number: 0 }, "number", "O número deve ser maior que zero"],
    [{ postal_code: "1234-567" }, "postal_code", "O CEP deve ter o formato 12345-678"],
    [{ alias: "x" }, "alias", "Apelido muito curto"],
  ])("create rejects %j with %j", (patch, field, message) => {
    expect(fieldMessages(addressCreateBodySchema, { postal_code: "01310-100", number: "1", ...patch }, field)).toEqual([message]);
  });

  it("update: every field optional, absent fields stay absent", () => {
    expect(parseOk(addressUpdateBodySchema, {})).toEqual({});
    expect(parseOk(addressUpdateBodySchema, { is_default: true })).toEqual({ is_default: true });
    expect(parseOk(addressUpdateBodySchema, { address_notes: "" })).toEqual({ address_notes: null });
  });
});
