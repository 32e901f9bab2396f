import { formatNameList, nameListProblem, parseNameList } from "../catalog/catalog-order";
import { isBrazilianState } from "../format/brazilian-states";
import { onlyDigits } from "../format/digits";
import { phoneDigits } from "../format/phone";
import { isValidCep } from "../validators/cep";
import { isValidPhone } from "../validators/contact";
import { isValidDocument } from "../validators/document";
import { fiscalSettingProblem, normaliseFiscalSetting } from "../fiscal/fiscal-settings";
import { loyaltySettingProblem, normaliseLoyaltySetting } from "../loyalty/loyalty-settings";
import { hoursSettingProblem } from "./hours-settings";
import { MESSAGES } from "./messages";
import { onDeliverySettingProblem } from "./on-delivery-settings";
import { deskSettingProblem } from "./operation-settings";
import { settingAllowsEmpty } from "./setting";
import { BUSINESS_HOURS_SETTING_KEY, type SettingType, settingGroupOf } from "./setting-specs";

const MAX_TEXT_LENGTH = 500;

/** The 400 texts of PATCH /settings/{id} beyond MESSAGES and the rules of each setting family. */
export const SETTING_VALUE_MESSAGES = {
  boolean: "Valor inválido: use true ou false.",
  integer: "Valor inválido: use um número inteiro.",
  url: "Valor inválido: use um endereço começando com https:// (ou um caminho da própria API).",
  tooLong: (limit: number) => `Valor inválido: use no máximo ${limit} caracteres.`,
  /** Decision 3602: the text follows the week saved in Horários. */
  businessHours: "O horário de funcionamento é escrito pela tela Horários: altere os dias e turnos lá.",
} as const;

export type SettingValueCheck = { value: string; problem?: undefined } | { problem: string; value?: undefined };

/**
 * A new value checked against its setting's type, answered normalised (digits for phones,
 * documents and CEPs; "true"/"false"; upper-case UF), or the message of the 400.
 */
export function normaliseSettingValue(type: SettingType, raw: string, maxLength?: number): SettingValueCheck {
  const value = raw.trim();
  switch (type) {
    case "boolean": {
      const lowered = value.toLowerCase();
      return lowered === "true" || lowered === "false" ? { value: lowered } : { problem: SETTING_VALUE_MESSAGES.boolean };
    }
    case "integer":
      return /^\d{1,6}$/.test(value) ? { value: String(Number(value)) } : { problem: SETTING_VALUE_MESSAGES.integer };
    case "url":
      return /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value) && value.length <= 500 ? { value } : { problem: SETTING_VALUE_MESSAGES.url };
    case "phone":
      return isValidPhone(value) ? { value: phoneDigits(value) } : { problem: MESSAGES.phoneInvalid };
    case "document":
      return isValidDocument(value) ? { value: onlyDigits(value) } : { problem: MESSAGES.documentInvalid };
    case "postal_code":
      return isValidCep(value) ? { value: onlyDigits(value) } : { problem: MESSAGES.cepFormat };
    case "state":
      return isBrazilianState(value) ? { value: value.toUpperCase() } : { problem: MESSAGES.stateInvalid };
    case "text": {
      const limit = maxLength ?? MAX_TEXT_LENGTH;
      return value.length <= limit ? { value } : { problem: SETTING_VALUE_MESSAGES.tooLong(limit) };
    }
  }
}

export interface SettingChange {
  key: string;
  type: SettingType;
  maxLength?: number | undefined;
  /** As sent: checked and normalised here. */
  raw: string;
  /** The stored values of the other settings (amber before red compares with them). */
  current: ReadonlyMap<string, string>;
}

/**
 * Every rule of PATCH /settings/{id}, in the order the API applies them: the business hours are
 * written by Horários only, a value is required (but where "" means none), the type, the
 * catalogue's lists, then each family's own rule. The API and the mock server both call it.
 */
export function checkSettingChange({ key, type, maxLength, raw, current }: SettingChange): SettingValueCheck {
  if (key === BUSINESS_HOURS_SETTING_KEY) return { problem: SETTING_VALUE_MESSAGES.businessHours };
  if (raw.trim() === "") return settingAllowsEmpty(key) ? { value: "" } : { problem: MESSAGES.settingValue };
  const typed = normaliseSettingValue(type, raw, maxLength);
  if (typed.problem !== undefined) return typed;
  let value = normaliseLoyaltySetting(key, normaliseFiscalSetting(key, typed.value));
  if (settingGroupOf(key) === "catalog") {
    const listProblem = nameListProblem(value);
    if (listProblem !== null) return { problem: listProblem };
    value = formatNameList(parseNameList(value));
  }
  const problem = deskSettingProblem(key, value, current) ?? hoursSettingProblem(key, value) ?? onDeliverySettingProblem(key, value) ?? fiscalSettingProblem(key, value) ?? loyaltySettingProblem(key, value);
  return problem === null ? { value } : { problem };
}
