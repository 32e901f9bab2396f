import { formatCep, formatCnpj, formatPhone } from "@forno/domain/format";
import { moneyInputValue } from "../../lib/operation-rules";
import type { SettingControl } from "./setting-field-types";

/** The stored value as its control shows it: masks for phone, CEP and CNPJ, "30,00" for money. */
export function inputValue(control: SettingControl, stored: string): string {
  switch (control.kind) {
    case "phone":
      return formatPhone(stored);
    case "cep":
      return formatCep(stored);
    case "cnpj":
      return formatCnpj(stored);
    case "money":
      return moneyInputValue(stored);
    default:
      return stored;
  }
}

/** What was typed, masked as it is typed (the server stores the digits). */
export function maskedInput(control: SettingControl, typed: string): string {
  return control.kind === "phone" || control.kind === "cep" || control.kind === "cnpj" ? inputValue(control, typed) : typed;
}
