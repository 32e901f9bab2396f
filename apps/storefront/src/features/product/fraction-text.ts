import { type FractionChoice, fractionLabel } from "@forno/domain/fractions";
import { pizzaLineIndices } from "@forno/domain/order-reading";
import type { CartLine } from "@forno/domain/schemas";
import { isPickingFractions } from "../../stores/cart/cart-lines";

/** How a fraction option reads in 'Como você quer sua pizza?'. */
export function fractionOptionText(value: FractionChoice, picking: boolean): { title: string; detail: string } {
  if (value === 1) return { title: "Inteira", detail: "Uma pizza inteira deste sabor" };
  const label = fractionLabel(value) ?? "";
  if (!picking && value === 0.5) return { title: "Meio a meio", detail: "1/2 deste sabor e 1/2 de outro" };
  if (!picking && label === "1/3") return { title: "Três sabores", detail: "1/3 deste sabor e outros dois sabores" };
  if (!picking && label === "2/3") return { title: "2/3 deste sabor", detail: "2/3 deste sabor e 1/3 de outro" };
  return { title: label, detail: `${label} da pizza com este sabor` };
}

/** The short label of a chosen fraction ("Inteira", "1/2"). */
export function fractionShortText(value: FractionChoice): string {
  return value === 1 ? "Inteira" : (fractionLabel(value) ?? String(value));
}

/**
 * While a pizza is being completed, the flavours it already has ("1/2 Calabresa", "1/3 Calabresa
 * + 1/3 Margherita"): the page of the next flavour says which pizza it completes. Null otherwise.
 */
export function pizzaSoFarText(lines: readonly CartLine[]): string | null {
  if (!isPickingFractions(lines)) return null;
  return pizzaLineIndices(lines, lines.length - 1)
    .map((index) => lines[index]!)
    .map((line) => `${fractionLabel(line.quantity) ?? line.quantity} ${line.name}`)
    .join(" + ");
}
