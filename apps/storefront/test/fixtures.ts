import type { CartLine, Product } from "@forno/domain/schemas";
import { mockData } from "@forno/api-client/msw";
import { priced } from "../src/stores/cart/cart-lines";

/** The mock store's products by name (Margherita, Calabresa, Quatro Queijos, Margherita Individual, Guaraná 2L). */
export function product(name: string): Product {
  const found = mockData().products.find((item) => item.name === name);
  if (!found) throw new Error(`No mock product named ${name}`);
  return found;
}

/** A priced cart line of a mock product. */
export function line(name: string, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return priced({ ...product(name), quantity, note: null, totalPrice: 0, additionals: [], ...extra });
}
