/** Cuts a text to `max` characters (no ellipsis: the headers show the first 60 characters). */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join("");
}
