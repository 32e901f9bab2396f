import { isValidCnpj } from "./cnpj";
import { isValidCpf } from "./cpf";
import { onlyDigits } from "./digits";

/** Seed 001 section 5: at least 11 characters, and a valid CPF (11 digits) or CNPJ. */
export function isValidDocument(value: string): boolean {
  if (value.length < 11) return false;
  const digits = onlyDigits(value);
  if (digits.length === 11) return isValidCpf(value);
  if (digits.length === 14) return isValidCnpj(value);
  return false;
}

export function documentKind(value: string): "cpf" | "cnpj" | null {
  const digits = onlyDigits(value);
  if (digits.length === 11 && isValidCpf(value)) return "cpf";
  if (digits.length === 14 && isValidCnpj(value)) return "cnpj";
  return null;
}
