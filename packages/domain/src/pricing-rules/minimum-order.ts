import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";

/**
 * `operation.min_order_amount` (reais; 0 = none) against the subtotal without the delivery fee.
 * Returns what is missing in centavos: 0 when the minimum is reached or there is none.
 */
export function minimumOrderShortfall(subtotalCentavos: number, minOrderReais: number): number {
  const minimum = reaisToCentavos(minOrderReais);
  return minimum > 0 ? Math.max(0, minimum - Math.round(subtotalCentavos)) : 0;
}

/** "O pedido mínimo é de R$ 30,00." with the store's figure (contract, section 2). */
export function minimumOrderMessage(minOrderReais: number): string {
  return `O pedido mínimo é de ${formatCentavos(reaisToCentavos(minOrderReais))}.`;
}

/**
 * The API's 422 text when the subtotal is below the minimum, or null. The contract quotes it with a
 * plain space after "R$" ("O pedido mínimo é de R$ 30,00."), and API clients compare the message
 * letter for letter, so the no-break space of formatCentavos (decision 0101, right for the screens)
 * becomes a plain one here (decision 1606).
 */
export function minimumOrderRefusal(subtotalCentavos: number, minOrderReais: number): string | null {
  return minimumOrderShortfall(subtotalCentavos, minOrderReais) > 0 ? minimumOrderMessage(minOrderReais).replace(/\u00a0/g, " ") : null;
}

/** The cart's hint: "Faltam R$ 5,10 para o pedido mínimo de R$ 30,00.", or null when nothing is missing. */
export function minimumOrderHint(subtotalCentavos: number, minOrderReais: number): string | null {
  const missing = minimumOrderShortfall(subtotalCentavos, minOrderReais);
  if (missing === 0) return null;
  return `Faltam ${formatCentavos(missing)} para o pedido mínimo de ${formatCentavos(reaisToCentavos(minOrderReais))}.`;
}
