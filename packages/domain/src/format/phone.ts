import { onlyDigits } from "./digits";

/** Phone digits without the country code +55, at most 11 (DDD + number). */
export function phoneDigits(value: string): string {
  let digits = onlyDigits(value);
  const trimmed = value.trim();
  if (trimmed.startsWith("+55") || (digits.length > 11 && digits.startsWith("55"))) digits = digits.slice(2);
  return digits.slice(0, 11);
}

/**
 * (DD)NNNNN-NNNN: drops +55, keeps at most 11 digits, hyphen before the last 4 digits.
 * While typing, a partial number gets its hyphen after the fourth digit, as a landline would.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area})${rest}`;
  const cut = Math.max(4, rest.length - 4);
  return `(${area})${rest.slice(0, cut)}-${rest.slice(cut)}`;
}
