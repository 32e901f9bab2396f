import type { settingTypeEnum } from "../schema";

type SettingType = (typeof settingTypeEnum.enumValues)[number];

export interface SettingDefinition {
  key: string;
  group: "appearance" | "store_info" | "operation" | "social" | "messages" | "payment" | "catalog";
  description: string;
  type: SettingType;
  /** The value a new store starts with (the demo pizzeria's). */
  value: string;
  /** Extra limit on the value's length (the Pix BR Code caps merchant name and city). */
  maxLength?: number;
}
