import { onlyDigits } from "./digits";
import { phoneDigits } from "./phone";

/**
 * The full number wa.me wants (operations.md section 6): 55 + area code + number, digits only.
 * Accepts masks, spaces, a leading +55 or 55, and a trunk 0 ("0 11 ..."); null when what is left
 * is not a Brazilian number (10 digits for a landline, 11 for a mobile).
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phoneDigits(onlyDigits(phone).replace(/^0+/, ""));
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : null;
}

/** `https://wa.me/<digits>?text=<URL-encoded text>`: opens a draft to that number; null without a usable number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = phone ? whatsappNumber(phone) : null;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
