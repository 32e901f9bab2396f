import { describe, expect, it } from "vitest";
import {
  birthdayWireSchema,
  booleanLikeSchema,
  cepDigitsSchema,
  cepInputSchema,
  documentDigitsSchema,
  documentInputSchema,
  externalReferenceSchema,
  isFullName,
  optionalEmailInputSchema,
  optionalTextInputSchema,
  phoneDigitsSchema,
  phoneInputSchema,
  whereBooleanSchema,
  whereNumberSchema,
} from "./index";

describe("form and query primitives", () => {
  it("reads a boolean or its text, and nothing else", () => {
    expect(booleanLikeSchema.parse(true)).toBe(true);
    expect(booleanLikeSchema.parse(false)).toBe(false);
    expect(booleanLikeSchema.parse("true")).toBe(true);
    expect(booleanLikeSchema.parse("false")).toBe(false);
    expect(booleanLikeSchema.safeParse("yes").success).toBe(false);
    expect(booleanLikeSchema.safeParse(1).success).toBe(false);
  });

  it("trims free text, and blank or missing text is null", () => {
    expect(optionalTextInputSchema.parse("  sem cebola  ")).toBe("sem cebola");
    expect(optionalTextInputSchema.parse("   ")).toBeNull();
    expect(optionalTextInputSchema.parse(undefined)).toBeNull();
    expect(optionalTextInputSchema.parse(null)).toBeNull();
  });

  it("an optional e-mail: blank or null clears it, absent leaves it, otherwise trimmed and lower-cased", () => {
    expect(optionalEmailInputSchema.parse("")).toBeNull();
    expect(optionalEmailInputSchema.parse("  ")).toBeNull();
    expect(optionalEmailInputSchema.parse(null)).toBeNull();
    expect(optionalEmailInputSchema.parse(undefined)).toBeUndefined();
    expect(optionalEmailInputSchema.parse(" Maria@Example.COM ")).toBe("maria@example.com");
  });

  it("an optional birthday on the wire: blank or null clears it, absent leaves it", () => {
    expect(birthdayWireSchema.parse("")).toBeNull();
    expect(birthdayWireSchema.parse(null)).toBeNull();
    expect(birthdayWireSchema.parse(undefined)).toBeUndefined();
    expect(birthdayWireSchema.parse("1990-05-10")).toBe("1990-05-10");
  });

  it("number and boolean filters take the value or its text; blank means no filter", () => {
    expect([whereNumberSchema.parse(5), whereNumberSchema.parse("7.5"), whereNumberSchema.parse(""), whereNumberSchema.parse(undefined)]).toEqual([5, 7.5, undefined, undefined]);
    expect(whereNumberSchema.safeParse("Infinity").success).toBe(false);
    expect([true, false, "true", "false", "", "Ambos", undefined].map((value) => whereBooleanSchema.parse(value))).toEqual([true, false, true, false, undefined, undefined, undefined]);
  });

  it("an order id as a number or a numeric text", () => {
    expect([externalReferenceSchema.parse(42), externalReferenceSchema.parse("42")]).toEqual([42, 42]);
    for (const value of ["0", "4a", "a4", "4.2", "", " 42", "42 "]) expect(externalReferenceSchema.safeParse(value).success, value).toBe(false);
  });

  it("a full name is two words or more of two letters or more", () => {
    expect([isFullName("Jo Li"), isFullName(" Maria  da Silva "), isFullName("Mariana"), isFullName("Maria S"), isFullName(" Maria ")]).toEqual([true, true, false, false, false]);
  });
});

describe("documents, phones and CEPs", () => {
  it("answers carry them as digits only, of the right length", () => {
    for (const value of ["52998224725", "11222333000181"]) expect(documentDigitsSchema.safeParse(value).success, value).toBe(true);
    for (const value of ["5299822472", "529982247251", "1122233300018", "112223330001811", "x52998224725", "52998224725x", "529.982.247-25"]) {
      expect(documentDigitsSchema.safeParse(value).success, value).toBe(false);
    }
    for (const value of ["1133334444", "11987654321"]) expect(phoneDigitsSchema.safeParse(value).success, value).toBe(true);
    for (const value of ["113333444", "119876543210", "x1133334444", "1133334444x"]) expect(phoneDigitsSchema.safeParse(value).success, value).toBe(false);
    expect(cepDigitsSchema.safeParse("01310100").success).toBe(true);
    for (const value of ["0131010", "013101000", "x01310100", "01310100x", "01310-100"]) expect(cepDigitsSchema.safeParse(value).success, value).toBe(false);
  });

  it("bodies take them masked or not, and give the digits", () => {
    expect(documentInputSchema.parse(" 529.982.247-25 ")).toBe("52998224725");
    expect(documentInputSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(phoneInputSchema.parse(" +55 (11) 98765-4321 ")).toBe("11987654321");
    expect(cepInputSchema.parse(" 01310-100 ")).toBe("01310100");
  });
});
