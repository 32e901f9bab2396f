export { onlyDigits } from "../format/digits";

export function isAllSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Masks may use dots, hyphens, slashes and spaces; anything else (letters...) makes a document invalid. */
export function hasOnlyMaskCharacters(value: string): boolean {
  return /^[\d\s./-]*$/.test(value);
}
