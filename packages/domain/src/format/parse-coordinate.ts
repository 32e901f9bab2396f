/**
 * A coordinate typed in decimal degrees, with a comma or a point ("-23,5613", "-46.6565"): the
 * number, null for an empty text, NaN for anything else (so a range check rejects it).
 */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^[-+]?\d{1,3}([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** A stored coordinate as the form shows it: the Brazilian decimal comma; empty when unset. */
export function formatCoordinate(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}
