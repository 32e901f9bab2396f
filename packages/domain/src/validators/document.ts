import { isValidCnpj } from "./cnpj";
import { isValidCpf } from "./cpf";

/** Seed 001 section 5: at least 11 characters, and a valid CPF (11 digits) or CNPJ. */
export function isValidDocument(value: string): boolean {
  return value.length >= 11 && documentKind(value) !== null;
}

/** Which document a value is; each check requires its own number of digits (11 or 14). */
export function documentKind(value: string): "cpf" | "cnpj" | null {
  if (isValidCpf(value)) return "cpf";
  if (isValidCnpj(value)) return "cnpj";
  return null;
}
