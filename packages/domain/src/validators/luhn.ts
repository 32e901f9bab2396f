/** Luhn (mod 10) check over a string of digits; spaces and hyphens are ignored, anything else fails. */
export function passesLuhn(value: string): boolean {
  if (!/^[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/[\s-]/g, "");
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's security code (CVV): 3 or 4 digits. */
export const SECURITY_CODE_PATTERN = /^\d{3,4}$/;

/** A payment card number: 13 to 19 digits passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}
