/** E-mail as stored and shown: trimmed and lower-cased. */
export function formatEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Portuguese connectives stay lower-case inside a name ("Maria da Silva"); see decision 0105.
const CONNECTIVES = new Set(["da", "das", "de", "do", "dos", "e"]);

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1).toLocaleLowerCase("pt-BR");
}

/**
 * Name as typed in a form: only letters (accented ones too) and spaces, runs of spaces
 * collapsed, each word title-cased. A trailing space is kept so the next word can be typed.
 */
export function formatName(value: string): string {
  const cleaned = value.replace(/[^\p{L}\s]/gu, "").replace(/\s+/g, " ").replace(/^ /, "");
  let index = 0;
  return cleaned.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLocaleLowerCase("pt-BR");
    const keepLower = index > 0 && CONNECTIVES.has(lower);
    index++;
    return keepLower ? lower : capitalise(word);
  });
}

export const ELLIPSIS = "…";

/** First 3 and last 3 characters around an ellipsis, only for strings longer than 6 characters. */
export function shorten(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 6) return value;
  return `${chars.slice(0, 3).join("")}${ELLIPSIS}${chars.slice(-3).join("")}`;
}

/** Cuts a text to `max` characters (no ellipsis: the headers show the first 60 characters). */
export function truncate(value: string, max: number): string {
  return Array.from(value).slice(0, max).join("");
}
