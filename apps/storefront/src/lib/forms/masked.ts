import { applyMask, onlyDigits } from "@forno/domain/format";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * register() props whose onChange first rewrites what was typed (CPF/CNPJ, phone, CEP, date masks,
 * names), so the form holds the masked text the schemas check.
 */
export function masked<Field extends UseFormRegisterReturn>(field: Field, format: (value: string) => string): Field {
  return {
    ...field,
    onChange: (event: { target: { value: string } }) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/** dd/MM/yyyy while typing: digits only, slashes added as the day and month are complete. */
export function formatBirthdayInput(value: string): string {
  return applyMask(onlyDigits(value).slice(0, 8), "00/00/0000");
}

/** The reset code: letters and digits, upper-cased, at most 6 (seed 001 section 5). */
export function formatResetCode(value: string): string {
  return value
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toUpperCase()
    .slice(0, 6);
}
