import { BRAZILIAN_STATES, formatCep, formatCnpj, formatMoney, formatPhone } from "@forno/domain/format";
import { parseReaisSetting } from "@forno/domain/schemas";
import { moneyInputValue } from "../../lib/operation-rules";
import type { SettingControl, SettingField } from "./setting-field-types";

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

/** A stored value in words, for the settings table's Valor column: no true/false, no codes. */
export function displayValue(field: SettingField, stored: string): string {
  const { control } = field;
  if (stored === "" && control.kind !== "choice") return "Em branco";
  switch (control.kind) {
    case "switch":
      return stored === "true" ? "Sim" : stored === "false" ? "Não" : stored;
    case "choice":
      return control.options.find((option) => option.value === stored)?.label ?? stored;
    case "state":
      return BRAZILIAN_STATES.find((state) => state.uf === stored)?.name ?? stored;
    case "money": {
      const reais = parseReaisSetting(stored);
      return reais === null ? stored : formatMoney(reais);
    }
    default:
      return inputValue(control, stored);
  }
}
