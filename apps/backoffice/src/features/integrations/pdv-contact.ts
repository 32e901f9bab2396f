import { formatDateTime } from "@forno/domain/format";

/** A PDV polls every few seconds; no poll for this long while the store is open means it stopped (decision 2040). */
export const PDV_STALE_AFTER_MS = 5 * 60_000;

/**
 * never: no PDV has polled; recent: polled within PDV_STALE_AFTER_MS; stale: silent for longer while
 * the store is open (orders are not reaching it); quiet: silent for longer with the store closed.
 */
export type PdvContactLevel = "never" | "recent" | "stale" | "quiet";

export interface PdvContact {
  level: PdvContactLevel;
  /** "há 2 min" (null: never polled). */
  ago: string | null;
  /** "24/11/26, 20:15:03" in the store's time zone (null: never polled). */
  at: string | null;
}

/** "agora mesmo", "há 2 min", "há 1 h 05 min", "há 3 dias". A time slightly ahead of this clock counts as now. */
export function agoText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "agora mesmo";
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `há ${hours} h` : `há ${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "há 1 dia" : `há ${days} dias`;
}

/** How the last events:polling call reads now, and whether it should worry anyone. */
export function pdvContact(lastPolledAt: string | null, now: number, storeOpen: boolean): PdvContact {
  if (lastPolledAt === null) return { level: "never", ago: null, at: null };
  const silentMs = now - Date.parse(lastPolledAt);
  const level = silentMs <= PDV_STALE_AFTER_MS ? "recent" : storeOpen ? "stale" : "quiet";
  return { level, ago: agoText(silentMs), at: formatDateTime(lastPolledAt) };
}
