/**
 * Whether a text holds a visible letter of any script (Unicode category L). Zero-width spaces and
 * joiners, the byte-order mark and other invisible format characters are not letters, so a name
 * made only of them is refused (issue 29 point 4): it would show as nothing on a ticket or a list.
 */
export function hasVisibleLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}
