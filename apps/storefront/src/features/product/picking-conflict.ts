import type { PizzaFirstFlavour } from "@forno/domain/fractions";
import type { Product } from "@forno/domain/schemas";

/**
 * Why a product cannot be the next flavour of the pizza in progress (`canCompletePizza` said no):
 * another group (or not a pizza), or another subgroup when the store keeps a pizza's flavours together.
 */
export function pickingConflict(first: PizzaFirstFlavour, product: Pick<Product, "product_group" | "is_fractionable">): string {
  if (!product.is_fractionable || product.product_group !== first.product_group) return "Termine de escolher os sabores da sua pizza antes de adicionar outros produtos.";
  return "Este sabor é de outro tipo: esta loja não mistura tipos de sabor na mesma pizza. Termine a sua com um sabor do mesmo tipo.";
}
