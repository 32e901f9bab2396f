import { dateLabel, daysBetween, DAY_NAMES, weekdayOf } from "./local-date";
import { nextOpeningInstant, openingState, toMillis, type InstantInput, type OpeningState } from "./opening-state";
import type { StoreHours } from "./store-hours-types";
import { wallClock } from "./zoned-clock";

const DAY_MILLIS = 86_400_000;

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * "hoje às 18:00", "amanhã às 18:00", "terça às 18:00" (2 to 6 local dates ahead, where a week
 * day name is unambiguous) or "em 25/12 às 18:00" (a week or more ahead). See decision 1602.
 */
export function whenText(target: number, now: number, zone: string): string {
  const at = wallClock(target, zone);
  const days = daysBetween(wallClock(now, zone).date, at.date);
  const day = days <= 0 ? "hoje" : days === 1 ? "amanhã" : days < 7 ? DAY_NAMES[weekdayOf(at.date)] : `em ${dateLabel(at.date).slice(0, 5)}`;
  return `${day} às ${clockText(at.minutes)}`;
}

/**
 * The storefront's store block from the computed fields (GET /settings/store's `operation`):
 * "Aberto até 23:30" (closing within 24 hours), "Aberto até quinta às 00:00" (later), "Aberto"
 * (no closing in sight); "Fechado · abre terça às 18:00", or "Fechado" when no opening is known
 * (offline, paused until resumed, nothing in 14 days).
 */
export function openingStateText(state: OpeningState, now: InstantInput, zone: string): string {
  const instant = toMillis(now);
  if (state.is_open) {
    if (state.closes_at === null) return "Aberto";
    const closes = Date.parse(state.closes_at);
    return closes - instant <= DAY_MILLIS ? `Aberto até ${clockText(wallClock(closes, zone).minutes)}` : `Aberto até ${whenText(closes, instant, zone)}`;
  }
  return state.next_open_at === null ? "Fechado" : `Fechado · abre ${whenText(Date.parse(state.next_open_at), instant, zone)}`;
}

/** openingStateText computed from the hours. */
export function openingStatusText(hours: StoreHours, now: InstantInput): string {
  return openingStateText(openingState(hours, now), now, hours.timezone);
}

/** The 422 text of an order for "now" while the store is closed (contract, section 2). */
export function closedOrderMessage(hours: StoreHours, now: InstantInput): string {
  const instant = toMillis(now);
  const opens = nextOpeningInstant(hours, instant);
  return opens === null ? "A loja está fechada." : `A loja está fechada. Abrimos ${whenText(opens, instant, hours.timezone)}.`;
}
