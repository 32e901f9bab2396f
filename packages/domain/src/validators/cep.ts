/** A CEP as typed: 8 digits, with or without the hyphen (12345-678 or 12345678). */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}

/** The address form's rule: exactly the mask 12345-678. */
export function isMaskedCep(value: string): boolean {
  return /^\d{5}-\d{3}$/.test(value);
}
