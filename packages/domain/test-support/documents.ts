import { cnpjCheckDigits } from "../src/validators/cnpj";
import { cpfCheckDigit } from "../src/validators/cpf";

/** A valid CPF (digits) from a 9-digit base. */
export function completeCpf(base9: string): string {
  const first = cpfCheckDigit(base9);
  return `${base9}${first}${cpfCheckDigit(base9 + String(first))}`;
}

/** A valid CNPJ (digits) from a 12-digit base. */
export function completeCnpj(base12: string): string {
  return base12 + cnpjCheckDigits(base12);
}

export const VALID_CPF = "52998224725"; // 529.982.247-25, a well-known valid test CPF
export const VALID_CNPJ = "11222333000181"; // 11.222.333/0001-81
