import { z } from "zod";
import { MESSAGES } from "./messages";
import { listQuerySchema } from "./list-query";
import { idSchema, isoDateTimeSchema } from "./primitives";

/** One row of GET /settings. */
export const settingSchema = z.object({
  id: idSchema,
  key: z.string(),
  group: z.string(),
  description: z.string(),
  value: z.string(),
  updated_at: isoDateTimeSchema,
});
export type Setting = z.infer<typeof settingSchema>;

/** Backoffice setting form and PATCH /settings/{id} body: only the value is editable. */
export const settingUpdateBodySchema = z.object({
  value: z.string({ error: MESSAGES.settingValue }).trim().min(1, MESSAGES.settingValue),
});
export type SettingUpdateBody = z.output<typeof settingUpdateBodySchema>;
export const settingFormSchema = settingUpdateBodySchema;

export const SETTING_SORT_FIELDS = ["id", "description"] as const;

export const settingListQuerySchema = listQuerySchema({ order: SETTING_SORT_FIELDS });
export type SettingListQuery = z.output<typeof settingListQuerySchema>;
