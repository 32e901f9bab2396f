import { applyMask } from "./document";
import { onlyDigits } from "./digits";

/** CEP mask 00000-000, progressive while typing, cut to 9 characters. */
export function formatCep(value: string): string {
  return applyMask(onlyDigits(value).slice(0, 8), "00000-000").slice(0, 9);
}
