import { type SelectOption } from "@forno/ui/select";

/**
 * The Ambos / true / false selects of the products and additionals filters (seed 001 section 2.8):
 * the values sent are "" (no filter), "true" and "false"; the staff read Ambos / Sim / Não
 * (decision 0703).
 */
export const BOOLEAN_FILTER_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "Ambos" },
  { value: "true", label: "Sim" },
  { value: "false", label: "Não" },
];
