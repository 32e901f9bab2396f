import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import {
  authProfileSchema,
  loginBodySchema,
  passwordForgotBodySchema,
  passwordResetBodySchema,
  passwordResetFormSchema,
  signInBodySchema,
} from "./index";

describe("backoffice login and sign-in bodies (the forms: forms/sign-in-form.test.ts)", () => {
  it("sends the document as digits and needs at least 11 of them", () => {
    expect(parseOk(loginBodySchema, { document: "529.982.247-25", password: "segredo" }).document).toBe("52998224725");
    expect(fieldMessages(signInBodySchema, { document: "529.982.247", password: "segredo" }, "document")).toEqual(["Documento inválido"]);
    expect(parseOk(signInBodySchema, { document: "11.222.333/0001-81", password: "segredo" }).document).toBe("11222333000181");
  });
});

describe("password recovery", () => {
  it("forgot: needs a valid document", () => {
    expect(fieldMessages(passwordForgotBodySchema, { document: "000.000.000-00" }, "document")).toEqual(["Documento inválido"]);
    expect(parseOk(passwordForgotBodySchema, { document: "529.982.247-25" })).toEqual({ document: "52998224725" });
  });

  it.each([
    ["abc12", ["O código deve ter exatamente 6 caracteres"]],
    ["abc1234", ["O código deve ter exatamente 6 caracteres"]],
    [" abc123 ", []],
  ])("reset token %j -> %j", (token, expected) => {
    expect(fieldMessages(passwordResetFormSchema, { token, password: "Pizza#2025" }, "token")).toEqual(expected);
  });

  it("upper-cases the token and applies the sign-up password rules", () => {
    const body = parseOk(passwordResetBodySchema, { document: "52998224725", token: "ab12cd", password: "Pizza#2025" });
    expect(body.token).toBe("AB12CD");
    expect(fieldMessages(passwordResetBodySchema, { document: "52998224725", token: "AB12CD", password: "pizza2025" }, "password")).toEqual([
      "A senha deve conter pelo menos uma letra maiúscula",
      "A senha deve conter pelo menos um símbolo",
    ]);
  });
});

describe("auth profile", () => {
  it("has sub, username, name, role, iat and exp", () => {
    const profile = { sub: "1", username: "52998224725", name: "Maria", role: "client", iat: 1, exp: 2 };
    expect(parseOk(authProfileSchema, profile)).toEqual(profile);
    expect(authProfileSchema.safeParse({ ...profile, role: "admin" }).success).toBe(false);
    expect(parseOk(authProfileSchema, { ...profile, role: "staff" }).role).toBe("staff");
  });
});
