/** Centavos as the note writes money: reais with two decimals, as text ("79.00"). */
export function nfceMoney(centavos: number): string {
  const sign = centavos < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** The note's money text back to centavos ("79.00" -> 7900). */
export function nfceCentavos(text: string): number {
  const [whole = "0", cents = "0"] = text.replace("-", "").split(".");
  const value = Number(whole) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
  return text.startsWith("-") ? -value : value;
}

/**
 * An instant as `data_emissao` wants it: ISO 8601 in the store's zone with its offset
 * ("2026-01-15T20:31:05-03:00"), built from the zone's clock so it does not depend on the host's.
 */
export function nfceDateTime(instant: Date, clock: (value: Date) => { year: string; month: string; day: string; hour: string; minute: string; second: string }): string {
  const p = clock(instant);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offsetMinutes = Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hours}:${minutes}`;
}
