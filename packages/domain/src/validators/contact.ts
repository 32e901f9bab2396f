import { formatPhone } from "../format/phone";

/** Seed 001 section 5: a phone is valid when its formatted form, (DD)NNNN-NNNN or (DD)NNNNN-NNNN, is 13 to 14 long. */
export function isValidPhone(value: string): boolean {
  const length = formatPhone(value).length;
  return length >= 13 && length <= 14;
}

// The same pragmatic pattern zod uses for z.email(): no leading dot, no double dots, a dotted domain.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
