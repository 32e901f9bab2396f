import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCep, formatCnpj, formatCpf, formatDocument, formatPhone, onlyDigits, phoneDigits } from "./index";

describe("CPF, CNPJ and document masks", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["529982247251234", "529.982.247-25"],
    ["", ""],
  ])("CPF %j -> %j", (input, masked) => {
    expect(formatCpf(input)).toBe(masked);
  });

  it.each([
    ["11222333000181", "11.222.333/0001-81"],
    ["112", "11.2"],
    ["11222333", "11.222.333"],
    ["112223330", "11.222.333/0"],
    ["1122233300018", "11.222.333/0001-8"],
  ])("CNPJ %j -> %j", (input, masked) => {
    expect(formatCnpj(input)).toBe(masked);
  });

  it.each([
    ["529982247", "529.982.247"],
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["529982247251", "52.998.224/7251"],
    ["11222333000181", "11.222.333/0001-81"],
    ["112223330001819", "11.222.333/0001-81"],
  ])("document %j -> %j (CPF up to 11 digits, CNPJ after)", (input, masked) => {
    expect(formatDocument(input)).toBe(masked);
  });

  it("typing a document one digit at a time keeps its digits", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 14 }), (digits) => {
        let typed = "";
        for (const digit of digits) typed = formatDocument(typed + digit);
        expect(onlyDigits(typed)).toBe(digits);
        expect(typed).toBe(formatDocument(digits));
      }),
    );
  });
});

describe("CEP mask", () => {
  it.each([
    ["01310100", "01310-100"],
    ["01310-100", "01310-100"],
    ["0131", "0131"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["0131010099", "01310-100"],
    ["CEP 01310 100", "01310-100"],
  ])("%j -> %j", (input, masked) => {
    expect(formatCep(input)).toBe(masked);
  });

  it("is never longer than 9 characters", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(formatCep(value).length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe("phone mask", () => {
  it.each([
    ["11987654321", "(11)98765-4321"],
    ["+55 11 98765-4321", "(11)98765-4321"],
    ["+5511987654321", "(11)98765-4321"],
    ["5511987654321", "(11)98765-4321"],
    ["1133334444", "(11)3333-4444"],
    ["(11) 3333-4444", "(11)3333-4444"],
    ["119876543219999", "(11)98765-4321"],
    ["+55 11 3333-444", "(11)3333-444"],
    [" +55 11 3333-444", "(11)3333-444"],
    ["11 3333-444 +55", "(11)33334-4455"],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11)9"],
    ["119876", "(11)9876"],
    ["1198765", "(11)9876-5"],
    ["", ""],
  ])("%j -> %j", (input, masked) => {
    expect(formatPhone(input)).toBe(masked);
  });

  it("keeps at most 11 digits, without +55", () => {
    expect(phoneDigits("+55 (11) 98765-4321")).toBe("11987654321");
    expect(phoneDigits("55 11 3333 4444")).toBe("1133334444");
    // DDD 55 (Santa Maria, RS) is not a country code when the number has only 11 digits.
    expect(phoneDigits("(55)99123-4567")).toBe("55991234567");
  });

  it("a complete number has its hyphen before the last 4 digits", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 11 }), (digits) => {
        const masked = formatPhone(digits);
        if (digits.length === 11 || !digits.startsWith("55")) {
          expect(masked.slice(-5, -4)).toBe("-");
          expect(masked.length).toBe(digits.length + 3);
        }
      }),
    );
  });
});
