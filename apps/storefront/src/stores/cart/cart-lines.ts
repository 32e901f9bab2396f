import { hasIncompletePizza, remainingOfPizza } from "@forno/domain/fractions";
import { cartQuantities, pizzaLineIndices } from "@forno/domain/order-reading";
import { cartLinePriceCentavos, centavosToReais } from "@forno/domain/pricing";
import type { CartLine } from "@forno/domain/schemas";

/** Pure helpers over the stored cart lines; the rules themselves (pizzas, the flavour in progress) live in @forno/domain. */

/** An incomplete pizza puts the cart in the picking-fractions state (seed 000 section 4). */
export function isPickingFractions(lines: readonly CartLine[]): boolean {
  return hasIncompletePizza(cartQuantities(lines));
}

/** What remains of the pizza being picked (0.5 after a half), 0 when nothing is being picked. */
export function remainingFraction(lines: readonly CartLine[]): number {
  return remainingOfPizza(cartQuantities(lines));
}

/** Removing a cart item removes the whole group of lines sharing its pizza. */
export function withoutGroupOf(lines: readonly CartLine[], index: number): CartLine[] {
  const drop = new Set(pizzaLineIndices(lines, index));
  return lines.filter((_, i) => !drop.has(i));
}

/** The line with its totalPrice (reais) recomputed by the domain's formula. */
export function priced(line: CartLine): CartLine {
  return { ...line, totalPrice: centavosToReais(cartLinePriceCentavos(line)) };
}
