import { describe, expect, it } from "vitest";
import { booleanLikeSchema, optionalTextInputSchema } from "./index";

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
});
