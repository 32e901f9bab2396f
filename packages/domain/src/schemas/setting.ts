import { z } from "zod";
import { MESSAGES } from "./messages";
import { FISCAL_EMPTY_ALLOWED_KEYS } from "../fiscal/fiscal-settings";
import { ON_DELIVERY_SETTING_KEY } from "./on-delivery-settings";
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

/**
 * Settings whose value may be empty: "" means none (payment on delivery off, no such social
 * network, no reference for the address; decision 3600).
 */
const EMPTY_ALLOWED_KEYS: ReadonlySet<string> = new Set([
  ON_DELIVERY_SETTING_KEY,
  "social.instagram",
  "social.facebook",
  "social.whatsapp",
  "social.site",
  "store_info.address_notes",
  ...FISCAL_EMPTY_ALLOWED_KEYS,
]);

export function settingAllowsEmpty(key: string): boolean {
  return EMPTY_ALLOWED_KEYS.has(key);
}

/**
 * PATCH /settings/{id} body: only the value is editable. It may be "" on the wire; the server
 * refuses it ("Valor é obrigatório") for every setting but those of `settingAllowsEmpty`.
 */
export const settingUpdateBodySchema = z.object({
  value: z.string({ error: MESSAGES.settingValue }).trim(),
});
export type SettingUpdateBody = z.output<typeof settingUpdateBodySchema>;

/** The backoffice's setting form: a value is required... */
export const settingFormSchema = z.object({
  value: z.string({ error: MESSAGES.settingValue }).trim().min(1, MESSAGES.settingValue),
});

/** ...except for a setting that may be empty. */
export function settingFormSchemaFor(key: string): typeof settingFormSchema {
  return settingAllowsEmpty(key) ? settingUpdateBodySchema : settingFormSchema;
}

export const SETTING_SORT_FIELDS = ["id", "description"] as const;

export const settingListQuerySchema = listQuerySchema({ order: SETTING_SORT_FIELDS });
export type SettingListQuery = z.output<typeof settingListQuerySchema>;
