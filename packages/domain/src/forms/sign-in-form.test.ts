import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldMessages } from "../../test-support/issues";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { signInBodySchema } from "../schemas/auth";
import { formProblems, formResolver } from "./form-checks";
import { loginFormChecks, signInFormChecks } from "./sign-in-form";

const valid = { document: "529.982.247-25", password: "segredo" };

describe("sign-in and backoffice login form (seed 001 section 5)", () => {
  it.each([
    ["document", "123.456.78", "Documento inválido"],
    ["document", "123.456.789", undefined],
    ["document", "  123.456.78  ", "Documento inválido"],
    ["document", " 529.982.247-25 ", undefined],
    ["password", "12345", "A senha deve ter pelo menos 6 caracteres"],
    ["password", "123456", undefined],
  ])("%s = %j -> %s", (field, value, expected) => {
    expect(formProblems(signInFormChecks, { ...valid, [field]: value })).toEqual(expected ? { [field]: expected } : {});
  });

  it("an empty form names both fields; the login form is the same form", () => {
    expect(formProblems(loginFormChecks, { document: "", password: "" })).toEqual({ document: "Documento inválido", password: "A senha deve ter pelo menos 6 caracteres" });
  });

  it("as a resolver: the values as typed when they hold, else each field's error", async () => {
    const resolve = formResolver(signInFormChecks);
    expect(await resolve(valid)).toEqual({ values: valid, errors: {} });
    expect(await resolve({ ...valid, password: "123" })).toEqual({ values: {}, errors: { password: { type: "validate", message: "A senha deve ter pelo menos 6 caracteres" } } });
  });

  it(
    "the password rule is the server's: the form and POST /auth/sign-in refuse the same passwords with the same message",
    PROPERTY_TEST_TIMEOUT,
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 12 }), (password) => {
          const form = formProblems(signInFormChecks, { ...valid, password }).password;
          const server = fieldMessages(signInBodySchema, { document: "52998224725", password }, "password")[0];
          expect(form).toBe(server);
        }),
      );
    },
  );

  it(
    "a document the form lets through has the digits the server needs when it is a masked CPF or CNPJ",
    PROPERTY_TEST_TIMEOUT,
    () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{11}$|^\d{14}$/), (digits) => {
          expect(formProblems(signInFormChecks, { ...valid, document: digits }).document).toBeUndefined();
          expect(fieldMessages(signInBodySchema, { document: digits, password: "segredo" }, "document")).toEqual([]);
        }),
      );
    },
  );
});
