import { BRAZILIAN_STATES, formatMoney } from "@forno/domain/format";
import { parseReaisSetting } from "@forno/domain/schemas";
import type { SettingField } from "./setting-field-types";
import { inputValue } from "./setting-values";

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
