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

/**
 * Whether a text holds a visible letter of any script (Unicode category L): what a person's name (and
 * any other name) needs. Zero-width spaces and joiners, the byte-order mark and other invisible
 * format characters are not letters, so a name made only of them is refused (issue 29 point 4): it
 * would show as nothing on a ticket or a list. Kept with the contact checks the name forms already
 * load, so no bundle gains a chunk for it.
 */
export function hasVisibleLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}
