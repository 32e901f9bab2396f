import { applyMask } from "./document";
import { onlyDigits } from "./digits";

/** CEP mask 00000-000, progressive while typing; digits past the eighth are dropped. */
export function formatCep(value: string): string {
  return applyMask(onlyDigits(value), "00000-000");
}
