import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { VALID_CNPJ, VALID_CPF } from "../../test-support/documents";
import {
  clientUpdateBodySchema,
  clientUpdateFormSchema,
  clientUpdateFormToBody,
  signUpBodySchema,
  signUpFormSchema,
  signUpFormToBody,
} from "./index";

const validForm = {
  name: "Maria da Silva",
  document: "529.982.247-25",
  phone: "(11)98765-4321",
  email: "Maria@Example.com",
  birthday: "10/05/1990",
  password: "Pizza#2025",
};

describe("sign-up form: one rule at a time (seed 001 section 5)", () => {
  it("accepts a complete, valid form", () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ["name", "Ana", ["Digite um nome válido"]],
    ["name", "    ", ["Digite um nome válido"]],
    ["name", "Mariana", ["Você deve fornecer o nome completo"]],
    ["name", "Maria S", ["Você deve fornecer o nome completo"]],
    ["name", "Jo Li", []],
    ["document", "123.456.789-00", ["Documento inválido"]],
    ["document", "111.111.111-11", ["Documento inválido"]],
    ["document", "5299822472", ["Documento inválido"]],
    ["document", "11.222.333/0001-81", []],
    ["phone", "(11)9876-543", ["Telefone inválido"]],
    ["phone", "(11)3333-4444", []],
    ["phone", "+55 11 98765-4321", []],
    ["email", "maria@", ["Digite um e-mail válido"]],
    ["email", "", []],
    ["birthday", "31/02/2000", ["Data inválida"]],
    ["birthday", "1990-05-10", ["Data inválida"]],
    ["birthday", "", []],
    ["password", "Pa#1", ["A senha deve ter pelo menos 8 caracteres"]],
    ["password", "PIZZA#2025", ["A senha deve conter pelo menos uma letra minúscula"]],
    ["password", "pizza#2025", ["A senha deve conter pelo menos uma letra maiúscula"]],
    ["password", "Pizza#Forno", ["A senha deve conter pelo menos um número"]],
    ["password", "Pizza2025x", ["A senha deve conter pelo menos um símbolo"]],
  ])("%s = %j -> %j", (field, value, expected) => {
    expect(fieldMessages(signUpFormSchema, { ...validForm, [field]: value }, field)).toEqual(expected);
  });

  it("reports every broken password rule, in the table's order", () => {
    expect(fieldMessages(signUpFormSchema, { ...validForm, password: "abc" }, "password")).toEqual([
      "A senha deve ter pelo menos 8 caracteres",
      "A senha deve conter pelo menos uma letra maiúscula",
      "A senha deve conter pelo menos um número",
      "A senha deve conter pelo menos um símbolo",
    ]);
  });
});

describe("sign-up body (wire)", () => {
  it("normalises document, phone and e-mail to the wire format", () => {
    const body = parseOk(signUpBodySchema, signUpFormToBody(validForm));
    expect(body).toEqual({
      name: "Maria da Silva",
      document: VALID_CPF,
      phone: "11987654321",
      email: "maria@example.com",
      birthday: "1990-05-10",
      password: "Pizza#2025",
    });
  });

  it("a form without e-mail or birthday sends null for both", () => {
    expect(signUpFormToBody({ ...validForm, name: " Maria da Silva ", email: "", birthday: "" })).toMatchObject({ name: "Maria da Silva", email: null, birthday: null });
  });

  it("accepts masked values directly and a CNPJ", () => {
    const body = parseOk(signUpBodySchema, { ...validForm, document: "11.222.333/0001-81", birthday: "1990-05-10" });
    expect(body.document).toBe(VALID_CNPJ);
    expect(body.phone).toBe("11987654321");
  });

  it.each([
    [undefined, undefined],
    [null, null],
    ["", null],
  ])("optional e-mail %j comes out as %j", (email, expected) => {
    expect(parseOk(signUpBodySchema, { ...validForm, birthday: null, email }).email).toBe(expected);
  });

  it.each([
    ["birthday", "10/05/1990", "Data inválida"],
    ["birthday", "2000-02-30", "Data inválida"],
    ["document", 52998224725, "Documento inválido"],
    ["phone", "1234", "Telefone inválido"],
    ["email", "not-an-email", "Digite um e-mail válido"],
  ])("rejects %s = %j with %j", (field, value, message) => {
    expect(fieldMessages(signUpBodySchema, { ...validForm, birthday: null, [field]: value }, field)).toEqual([message]);
  });
});

describe("client self-update", () => {
  it("accepts an empty form and an empty body (all optional)", () => {
    expect(clientUpdateFormSchema.safeParse({}).success).toBe(true);
    expect(parseOk(clientUpdateBodySchema, {})).toEqual({});
  });

  it("still checks the fields that are given", () => {
    expect(fieldMessages(clientUpdateBodySchema, { name: "Ana" }, "name")).toEqual(["Digite um nome válido"]);
    expect(fieldMessages(clientUpdateFormSchema, { phone: "(11)123" }, "phone")).toEqual(["Telefone inválido"]);
    expect(fieldMessages(clientUpdateFormSchema, { name: "Ana" }, "name")).toEqual(["Digite um nome válido"]);
    expect(fieldMessages(clientUpdateFormSchema, { name: "Mariana" }, "name")).toEqual(["Você deve fornecer o nome completo"]);
    expect(clientUpdateFormSchema.safeParse({ name: "", phone: "  " }).success).toBe(true);
    expect(fieldMessages(clientUpdateFormSchema, { birthday: "29/02/2001" }, "birthday")).toEqual(["Data inválida"]);
  });

  it("converts the form: empty name/phone left out, empty e-mail/birthday clear the field", () => {
    expect(clientUpdateFormToBody({ name: "", phone: "", email: "", birthday: "" })).toEqual({ email: null, birthday: null });
    expect(Object.keys(clientUpdateFormToBody({ name: "João Souza" }))).toEqual(["name"]);
    expect(clientUpdateFormToBody({ name: " João Souza ", phone: "(21)3333-4444", birthday: "01/01/2000" })).toEqual({
      name: "João Souza",
      phone: "2133334444",
      birthday: "2000-01-01",
    });
  });
});
