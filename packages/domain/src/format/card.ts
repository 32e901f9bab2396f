import { onlyDigits } from "./digits";

/** While typing a card number: "4235647728025682" -> "4235 6477 2802 5682" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** While typing a card's expiry: "1130" -> "11/30" (MM/AA). */
export function formatCardExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** While typing a card's security code (CVV): digits only, at most 4. */
export function formatSecurityCode(value: string): string {
  return onlyDigits(value).slice(0, 4);
}
