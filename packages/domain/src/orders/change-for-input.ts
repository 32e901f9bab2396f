import { changeForProblem } from "./pay-on-delivery";
import { parseReais } from "../format/parse-reais";

/** The box that says the customer pays the exact amount: the message below names it. */
export const NO_CHANGE_LABEL = "Não preciso de troco";

export const CHANGE_FOR_MESSAGES = {
  required: `Informe para quanto vai precisar de troco, ou marque “${NO_CHANGE_LABEL}”.`,
  invalid: "Informe um valor em reais, como 100,00.",
} as const;

/**
 * The "Troco para" field as the body's `change_for`: null with "Não preciso de troco"; otherwise
 * the typed reais ("100", "100,00", "R$ 100,00"), checked against the order's total with the same
 * rule as the server (changeForProblem).
 */
export function changeForInput(text: string, noChange: boolean, totalCentavos: number): { changeFor: number | null } | { error: string } {
  if (noChange) return { changeFor: null };
  if (text.trim() === "") return { error: CHANGE_FOR_MESSAGES.required };
  const reais = parseReais(text);
  if (reais === null || reais === 0) return { error: CHANGE_FOR_MESSAGES.invalid };
  const problem = changeForProblem(reais, totalCentavos);
  return problem === null ? { changeFor: reais } : { error: problem };
}
