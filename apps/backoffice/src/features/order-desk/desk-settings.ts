import { DESK_SETTING_DEFAULTS, type StoreInfo } from "@forno/domain/schemas";
import { type TicketWidth } from "@forno/domain/tickets";

/** The five operation.* settings of operations section 1, as GET /settings/store's `operation` carries them. */
export type DeskSettings = Pick<StoreInfo["operation"], "alert_sound" | "auto_print" | "ticket_width" | "late_after_minutes" | "very_late_after_minutes">;

const defaults = DESK_SETTING_DEFAULTS;

/** What the board works with until the store's settings arrive: the store's starting values. */
export const DESK_SETTINGS_BEFORE_LOAD: DeskSettings = {
  alert_sound: defaults["operation.alert_sound"] === "true",
  auto_print: defaults["operation.auto_print"],
  ticket_width: Number(defaults["operation.ticket_width"]) as TicketWidth,
  late_after_minutes: Number(defaults["operation.late_after_minutes"]),
  very_late_after_minutes: Number(defaults["operation.very_late_after_minutes"]),
};
