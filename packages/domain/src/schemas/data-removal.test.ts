import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../test-support/issues";
import { dataRemovalRequestBodySchema } from "./index";

describe("data-removal request", () => {
  it.each([{}, { name: "", phone: "", email: "" }, { name: null, phone: null, email: null }, { name: "   " }])(
    "empty or null values become absent: %j",
    (value) => {
      expect(parseOk(dataRemovalRequestBodySchema, value)).toEqual({});
    },
  );

  it("normalises what is given", () => {
    expect(parseOk(dataRemovalRequestBodySchema, { name: " Maria ", phone: "(11)98765-4321", email: " MARIA@x.com " })).toEqual({
      name: "Maria",
      phone: "11987654321",
      email: "maria@x.com",
    });
  });

  it.each([
    ["name", "M", "Digite um nome válido"],
    ["phone", "1199", "Telefone inválido"],
    ["email", "maria@", "Digite um e-mail válido"],
  ])("rejects %s = %j with %j", (field, value, message) => {
    expect(fieldMessages(dataRemovalRequestBodySchema, { [field]: value }, field)).toEqual([message]);
  });
});
