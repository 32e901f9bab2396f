import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { dataRemovalListQuerySchema, dataRemovalRejectBodySchema, dataRemovalRequestBodySchema } from "./index";

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

describe("data-removal resolution", () => {
  it("needs a note of 1 to 500 characters to reject, trimmed", () => {
    expect(parseOk(dataRemovalRejectBodySchema, { note: "  Cadastro não encontrado " })).toEqual({ note: "Cadastro não encontrado" });
    expect(fieldMessages(dataRemovalRejectBodySchema, { note: "   " }, "note")).toEqual(["Informe o motivo da recusa"]);
    expect(fieldMessages(dataRemovalRejectBodySchema, {}, "note")).toEqual(["Informe o motivo da recusa"]);
    expect(fieldMessages(dataRemovalRejectBodySchema, { note: "x".repeat(501) }, "note")).toEqual(["O motivo deve ter no máximo 500 caracteres"]);
  });

  it("lists by status, pending, done or rejected only", () => {
    expect(parseOk(dataRemovalListQuerySchema, { where_status: "done" })).toMatchObject({ where_status: "done", take: 20, skip: 0 });
    expect(dataRemovalListQuerySchema.safeParse({ where_status: "closed" }).success).toBe(false);
  });
});
