import { onlyDigits, phoneDigits } from "@forno/domain/format";
import { MESSAGES, SETTING_VALUE_MESSAGES } from "@forno/domain/schemas";
import { isValidCep, isValidDocument, isValidPhone } from "@forno/domain/validators";
import type { settingTypeEnum } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";

type SettingType = (typeof settingTypeEnum.enumValues)[number];

const MAX_TEXT_LENGTH = 500;

/**
 * Checks a new value against its setting's type and answers it normalised (digits for phones,
 * documents and CEPs; "true"/"false"; upper-case UF), or throws the 400 the config table shows.
 */
export function normaliseSettingValue(type: SettingType, raw: string, maxLength?: number): string {
  const value = raw.trim();
  switch (type) {
    case "boolean": {
      const lowered = value.toLowerCase();
      if (lowered !== "true" && lowered !== "false") throw badRequest(SETTING_VALUE_MESSAGES.boolean);
      return lowered;
    }
    case "integer":
      if (!/^\d{1,6}$/.test(value)) throw badRequest(SETTING_VALUE_MESSAGES.integer);
      return String(Number(value));
    case "url":
      if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value) || value.length > 500) {
        throw badRequest(SETTING_VALUE_MESSAGES.url);
      }
      return value;
    case "phone":
      if (!isValidPhone(value)) throw badRequest(MESSAGES.phoneInvalid);
      return phoneDigits(value);
    case "document":
      if (!isValidDocument(value)) throw badRequest(MESSAGES.documentInvalid);
      return onlyDigits(value);
    case "postal_code":
      if (!isValidCep(value)) throw badRequest(MESSAGES.cepFormat);
      return onlyDigits(value);
    case "state":
      if (!/^[A-Za-z]{2}$/.test(value)) throw badRequest(MESSAGES.stateInvalid);
      return value.toUpperCase();
    case "text": {
      const limit = maxLength ?? MAX_TEXT_LENGTH;
      if (value.length > limit) throw badRequest(`Valor inválido: use no máximo ${limit} caracteres.`);
      return value;
    }
  }
}
