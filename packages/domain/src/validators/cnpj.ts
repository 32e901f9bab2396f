import { hasOnlyMaskCharacters, isAllSameDigit, onlyDigits } from "./digits";

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Check digits of a 12-digit CNPJ base, as the two-character string that completes it. */
export function cnpjCheckDigits(base12: string): string {
  const first = checkDigit(base12, FIRST_WEIGHTS);
  const second = checkDigit(base12 + String(first), SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** Valid numeric CNPJ: 14 digits (mask optional), not all the same digit, both check digits right. */
export function isValidCnpj(value: string): boolean {
  if (!hasOnlyMaskCharacters(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 14 || isAllSameDigit(digits)) return false;
  return digits.slice(12) === cnpjCheckDigits(digits.slice(0, 12));
}
