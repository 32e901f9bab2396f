import type { SettingKey } from "@forno/domain/schemas";
import { FISCAL_SETTING_FIELDS } from "./fiscal-setting-fields";
import { LOYALTY_SETTING_FIELDS } from "./loyalty-setting-fields";
import { OPERATION_SETTING_FIELDS } from "./operation-setting-fields";
import { PAYMENT_SETTING_FIELDS } from "./payment-setting-fields";
import type { SettingField } from "./setting-field-types";
import { STORE_SETTING_FIELDS } from "./store-setting-fields";

/**
 * Every setting's label, help and control (decision 3600). Typed by the domain's keys: a setting
 * added to SETTING_SPECS does not compile until it gets its field here.
 */
export const SETTING_FIELDS: Readonly<Record<SettingKey, SettingField>> = {
  ...STORE_SETTING_FIELDS,
  ...PAYMENT_SETTING_FIELDS,
  ...OPERATION_SETTING_FIELDS,
  ...FISCAL_SETTING_FIELDS,
  ...LOYALTY_SETTING_FIELDS,
};

/** The field of a key the API lists; a key this build does not know gets a plain text box. */
export function settingFieldOf(key: string, description: string): SettingField {
  return (SETTING_FIELDS as Readonly<Record<string, SettingField>>)[key] ?? { label: description, control: { kind: "text" } };
}
