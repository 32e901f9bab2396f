import { dateLabel, daysBetween, DAY_NAMES, weekdayOf } from "./local-date";
import { evaluateOpening, nextOpeningInstant, toMillis, type InstantInput } from "./opening-state";
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
 * The storefront's store block: "Aberto até 23:30" (closing within 24 hours), "Aberto até
 * amanhã às 23:30" (later), "Aberto" (no closing in sight); "Fechado · abre terça às 18:00", or
 * "Fechado" when no opening is known (offline, paused until resumed, nothing in 14 days).
 */
export function openingStatusText(hours: StoreHours, now: InstantInput): string {
  const instant = toMillis(now);
  const { open, closes, next: opens } = evaluateOpening(hours, instant);
  if (open) {
    if (closes === null) return "Aberto";
    return closes - instant <= DAY_MILLIS
      ? `Aberto até ${clockText(wallClock(closes, hours.timezone).minutes)}`
      : `Aberto até ${whenText(closes, instant, hours.timezone)}`;
  }
  return opens === null ? "Fechado" : `Fechado · abre ${whenText(opens, instant, hours.timezone)}`;
}

/** The 422 text of an order for "now" while the store is closed (contract, section 2). */
export function closedOrderMessage(hours: StoreHours, now: InstantInput): string {
  const instant = toMillis(now);
  const opens = nextOpeningInstant(hours, instant);
  return opens === null ? "A loja está fechada." : `A loja está fechada. Abrimos ${whenText(opens, instant, hours.timezone)}.`;
}
