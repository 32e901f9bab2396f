export type { WeekInterval, HoursException, StorePause, StoreHours, OpenSpan } from "./store-hours-types";
export { DAY_NAMES, onDay, clockMinutes, isLocalDate, addDays, weekdayOf, daysBetween, dateLabel } from "./local-date";
export { isTimeZone, wallClock, instantAt } from "./zoned-clock";
export type { WallClock } from "./zoned-clock";
export { intervalsStartingOn, mergeSpans, scheduleSpans } from "./schedule-spans";
export {
  LOOKAHEAD_DAYS,
  toMillis,
  isPausedAt,
  isScheduledOpenAt,
  isOpenAt,
  evaluateOpening,
  closingInstant,
  nextOpeningInstant,
  closesAt,
  nextOpenAt,
  nextOpeningChange,
  openingState,
} from "./opening-state";
export type { InstantInput, OpeningEvaluation, OpeningState } from "./opening-state";
export { whenText, openingStateText, openingStatusText, closedOrderMessage } from "./opening-text";
export { NO_HOURS_TEXT, weekHoursText } from "./week-text";
export { DEFAULT_SCHEDULING_SETTINGS, slotCounts, slotGrid, slotIsOpen, acceptsScheduling, orderSlots } from "./order-slots";
export type { SchedulingSettings, SlotCounts, OrderSlot, SlotQuery } from "./order-slots";
export { SCHEDULE_MESSAGES, scheduleRefusal } from "./scheduled-for-refusal";
export type { ScheduleRefusalReason, ScheduleRefusal, ScheduleCheck } from "./scheduled-for-refusal";
export { HOURS_MESSAGES, weekProblems, exceptionProblems } from "./validate-hours";
export type { HoursProblem, ExceptionInput } from "./validate-hours";
export { orderingMode } from "./scheduling-offer";
export type { OrderingMode, SchedulingOfferInput } from "./scheduling-offer";
