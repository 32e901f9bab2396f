import { daysBetween } from "./local-date";
import { closedOrderMessage } from "./opening-text";
import { isOpenAt, toMillis, type InstantInput } from "./opening-state";
import { acceptsScheduling, slotGrid, slotIsOpen, type SchedulingSettings, type SlotCounts } from "./order-slots";
import type { StoreHours } from "./store-hours-types";
import { wallClock } from "./zoned-clock";

const MINUTE = 60_000;

export type ScheduleRefusalReason = "invalid" | "not_accepted" | "past" | "too_near" | "too_far" | "closed" | "not_slot" | "full";

export interface ScheduleRefusal {
  reason: ScheduleRefusalReason;
  message: string;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The 422 texts of a refused `scheduled_for` (decision 1603). */
export const SCHEDULE_MESSAGES = {
  invalid: "Horário de agendamento inválido.",
  past: "Este horário já passou. Escolha outro horário.",
  tooNear: (leadMinutes: number) => `Agende com pelo menos ${plural(leadMinutes, "minuto", "minutos")} de antecedência.`,
  tooFar: (maxDays: number) => `Só é possível agendar até ${plural(maxDays, "dia", "dias")} à frente.`,
  closed: "A loja está fechada neste horário. Escolha outro horário.",
  notSlot: "Escolha um dos horários disponíveis.",
  full: "Este horário está lotado. Escolha outro horário.",
} as const;

export interface ScheduleCheck {
  hours: StoreHours;
  settings: SchedulingSettings;
  /** The body's `scheduled_for` (an ISO instant). */
  scheduledFor: string;
  now: InstantInput;
  taken?: SlotCounts;
}

/** Why POST /orders may not schedule for `scheduledFor`, or null when it may (one of the slots GET /orders/slots offers). */
export function scheduleRefusal({ hours, settings, scheduledFor, now, taken = new Map() }: ScheduleCheck): ScheduleRefusal | null {
  const instant = toMillis(now);
  const requested = Date.parse(scheduledFor);
  if (Number.isNaN(requested)) return { reason: "invalid", message: SCHEDULE_MESSAGES.invalid };
  if (!acceptsScheduling(hours, settings, instant)) return { reason: "not_accepted", message: closedOrderMessage(hours, instant) };
  if (requested <= instant) return { reason: "past", message: SCHEDULE_MESSAGES.past };
  if (requested < instant + settings.schedule_lead_minutes * MINUTE) {
    return { reason: "too_near", message: SCHEDULE_MESSAGES.tooNear(settings.schedule_lead_minutes) };
  }
  const date = wallClock(requested, hours.timezone).date;
  if (daysBetween(wallClock(instant, hours.timezone).date, date) > settings.schedule_max_days) {
    return { reason: "too_far", message: SCHEDULE_MESSAGES.tooFar(settings.schedule_max_days) };
  }
  const slot = slotGrid(hours, date, settings.slot_minutes).find((candidate) => candidate.start === requested);
  if (!slot) return isOpenAt(hours, requested) ? { reason: "not_slot", message: SCHEDULE_MESSAGES.notSlot } : { reason: "closed", message: SCHEDULE_MESSAGES.closed };
  if (!slotIsOpen(hours, slot)) return { reason: "closed", message: SCHEDULE_MESSAGES.closed };
  if (settings.slot_capacity - (taken.get(slot.start) ?? 0) <= 0) return { reason: "full", message: SCHEDULE_MESSAGES.full };
  return null;
}
