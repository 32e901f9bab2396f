import { onlyDigits } from "./digits";

/** Applies a mask like "000.000.000-00" to the digits typed so far, stopping where the digits or the mask end. */
export function applyMask(digits: string, mask: string): string {
  let out = "";
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === "0") out += digits[next++];
    else out += char;
  }
  return out;
}

export const CPF_MASK = "000.000.000-00";
export const CNPJ_MASK = "00.000.000/0000-00";

/** CPF mask 000.000.000-00, progressive while typing; extra digits are dropped. */
export function formatCpf(value: string): string {
  return applyMask(onlyDigits(value), CPF_MASK);
}

/** CNPJ mask 00.000.000/0000-00, progressive while typing; extra digits are dropped. */
export function formatCnpj(value: string): string {
  return applyMask(onlyDigits(value), CNPJ_MASK);
}

/** CPF mask for 11 digits or fewer, otherwise CNPJ (seed 000 section 5). */
export function formatDocument(value: string): string {
  const digits = onlyDigits(value);
  return digits.length <= 11 ? formatCpf(digits) : formatCnpj(digits);
}
