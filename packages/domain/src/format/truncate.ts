/** Cuts a text to `max` characters (no ellipsis: the headers show the first 60 characters). */
export function truncate(value: string, max: number): string {
  return Array.from(value).slice(0, max).join("");
}
