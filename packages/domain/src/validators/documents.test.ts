import { isValidCnpj as oracleCnpj, isValidCpf as oracleCpf } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCnpj, formatCpf } from "../format/document";
import { completeCnpj, completeCpf } from "../../test-support/documents";
import { documentKind, isValidCnpj, isValidCpf, isValidDocument } from "./index";

describe("CPF", () => {
  it.each([
    ["52998224725", true],
    ["529.982.247-25", true],
    ["111.444.777-35", true],
    ["529.982.247-24", false],
    ["52998224715", false],
    ["00000000000", false],
    ["11111111111", false],
    ["99999999999", false],
    ["5299822472", false],
    ["529982247250", false],
    ["52998224725a", false],
    ["", false],
  ])("%j valid: %s", (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe("CNPJ", () => {
  it.each([
    ["11222333000181", true],
    ["11.222.333/0001-81", true],
    ["11.222.333/0001-80", false],
    ["00000000000000", false],
    ["77777777777777", false],
    ["1122233300018", false],
    ["AB222333000181", false],
    ["11222333000181A", false],
    ["11 222 333 0001 81", true],
  ])("%j valid: %s", (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });
});

describe("document (seed 001 section 5)", () => {
  it.each([
    ["529.982.247-25", true, "cpf"],
    ["52998224725", true, "cpf"],
    ["11222333000181", true, "cnpj"],
    ["11.222.333/0001-81", true, "cnpj"],
    ["5299822472", false, null],
    ["111.111.111-11", false, null],
    ["529982247251", false, null],
    ["", false, null],
  ])("%j valid: %s (%s)", (document, valid, kind) => {
    expect(isValidDocument(document)).toBe(valid);
    expect(documentKind(document)).toBe(kind);
  });
});

// Independent check: agree with @brazilian-utils/brazilian-utils on generated documents.
describe("agreement with @brazilian-utils/brazilian-utils", () => {
  const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
  const sameDigit = (length: number) => fc.integer({ min: 0, max: 9 }).map((d) => String(d).repeat(length));
  const cpf = fc.oneof(digits(9).map(completeCpf), digits(11), sameDigit(11));
  const cnpj = fc.oneof(digits(12).map(completeCnpj), digits(14), sameDigit(14));
  const runs = { numRuns: 10_000, seed: 20250510 };

  it("CPF: 10,000 documents, valid and invalid, bare and masked", () => {
    let valid = 0;
    fc.assert(
      fc.property(cpf, (document) => {
        const ours = isValidCpf(document);
        if (ours) valid++;
        expect(ours).toBe(oracleCpf(document));
        expect(isValidCpf(formatCpf(document))).toBe(oracleCpf(formatCpf(document)));
      }),
      runs,
    );
    expect(valid).toBeGreaterThan(2_000);
    expect(valid).toBeLessThan(8_000);
  });

  it("CNPJ: 10,000 documents, valid and invalid, bare and masked", () => {
    let valid = 0;
    fc.assert(
      fc.property(cnpj, (document) => {
        const ours = isValidCnpj(document);
        if (ours) valid++;
        expect(ours).toBe(oracleCnpj(document));
        expect(isValidCnpj(formatCnpj(document))).toBe(oracleCnpj(formatCnpj(document)));
      }),
      runs,
    );
    expect(valid).toBeGreaterThan(2_000);
    expect(valid).toBeLessThan(8_000);
  });

  it("every completed base is valid (unless all one digit) and a changed last digit breaks it", () => {
    fc.assert(
      fc.property(digits(9), digits(12), fc.integer({ min: 1, max: 9 }), (cpfBase, cnpjBase, delta) => {
        const cpfDoc = completeCpf(cpfBase);
        const cnpjDoc = completeCnpj(cnpjBase);
        expect(isValidCpf(cpfDoc)).toBe(!/^(\d)\1+$/.test(cpfDoc));
        expect(isValidCnpj(cnpjDoc)).toBe(!/^(\d)\1+$/.test(cnpjDoc));
        const bump = (doc: string) => doc.slice(0, -1) + String((Number(doc.at(-1)) + delta) % 10);
        expect(isValidCpf(bump(cpfDoc))).toBe(false);
        expect(isValidCnpj(bump(cnpjDoc))).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
