import { reaisToCentavos } from "../pricing/centavos";

/**
 * Space between "R$" and the amount: a no-break space (U+00A0), the same character Intl's pt-BR
 * currency format uses, so "R$" never wraps away from its number. See decision 0101.
 */
export const MONEY_SPACE = "\u00a0";

/** Formats integer centavos as Brazilian reais: 4990 -> "R$ 49,90", 123456 -> "R$ 1.234,56". */
export function formatCentavos(centavos: number): string {
  const rounded = Math.round(centavos);
  const sign = rounded < 0 ? "-" : "";
  const absolute = Math.abs(rounded);
  const reais = Math.floor(absolute / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const cents = String(absolute % 100).padStart(2, "0");
  return `${sign}R$${MONEY_SPACE}${reais},${cents}`;
}

/** Formats a wire amount in reais (49.9) as "R$ 49,90". */
export function formatMoney(reais: number): string {
  return formatCentavos(reaisToCentavos(reais));
}
