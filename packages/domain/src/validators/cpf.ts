import { hasOnlyMaskCharacters, isAllSameDigit, onlyDigits } from "./digits";

/** Modulo-11 check digit used by CPF: weights count down from `digits.length + 1` to 2. */
export function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Valid CPF: 11 digits (mask optional), not all the same digit, both check digits right. */
export function isValidCpf(value: string): boolean {
  if (!hasOnlyMaskCharacters(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || isAllSameDigit(digits)) return false;
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit(digits.slice(0, 10));
  return digits[9] === String(first) && digits[10] === String(second);
}
