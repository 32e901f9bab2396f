/**
 * A list of constant words for a static statement's text (`IN (...)`), e.g. the domain's
 * `CANCELLED_ORDER_STATES` as `'CANCELLED_CLIENT', 'CANCELLED_STORE', 'REFUNDED'`. Only code
 * constants of letters, digits and underscores are accepted: nothing a request sends is ever
 * written into a statement's text.
 */
export function sqlWordList(words: readonly string[]): string {
  if (words.length === 0) throw new Error("an empty IN list");
  for (const word of words) if (!/^[A-Za-z0-9_]+$/.test(word)) throw new Error(`not a constant word: ${word}`);
  return words.map((word) => `'${word}'`).join(", ");
}
