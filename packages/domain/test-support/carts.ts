import fc from "fast-check";
import { type AdditionalRow, DOUGH_CATEGORY, additionalTabs, additionalsForTab, toggleAdditional } from "../src/catalog/additional-choice";
import { needsDough } from "../src/catalog/dough";
import { fractionOptions } from "../src/fractions/fraction-choices";
import { pickedSoFar } from "../src/fractions/fraction-options";
import { isSoldByThirds } from "../src/fractions/pizza-groups";
import { type AcceptanceProduct, type OrderCatalogue, orderCatalogue } from "../src/orders/acceptance/order-catalogue";

/** A product of the test store with the additional rows its product screen offers. */
export interface StoreProduct {
  id: number;
  name: string;
  amount: number;
  product_group: string;
  is_fractionable: boolean;
  rows: AdditionalRow[];
}

/** A cart line as the storefront keeps it (the fields pricing and flattening read). */
export interface TestCartLine {
  id: number;
  name: string;
  amount: number;
  product_group: string;
  quantity: number;
  note: string | null;
  additionals: AdditionalRow[];
}

const additional = (id: number, group: string, category: string, name: string, amount: number): AdditionalRow => ({
  additional_id: id,
  ProductAdditional: { id, group, category, name, amount },
});

/** The shape of the demo store: large and individual pizzas with their doughs, extras and sauces, and drinks. */
export function storeProducts(prices: readonly number[]): StoreProduct[] {
  const price = (index: number) => (prices[index % prices.length] ?? 0) / 100;
  const large = [
    additional(101, "Pizzas Grandes", DOUGH_CATEGORY, "Massa Tradicional", 0),
    additional(102, "Pizzas Grandes", DOUGH_CATEGORY, "Massa Integral", price(1)),
    additional(103, "Pizzas Grandes", "Adicionais", "Bacon", price(2)),
    additional(104, "Pizzas Individuais", "Adicionais", "Bacon", price(3)),
    additional(105, "Pizzas Grandes", "Molho", "Molho Picante", price(4)),
    additional(106, "Pizzas Grandes", "Molho", "Molho Pomodoro", price(5)),
  ];
  const small = [additional(201, "Pizzas Individuais", DOUGH_CATEGORY, "Massa Tradicional", 0), additional(104, "Pizzas Individuais", "Adicionais", "Bacon", price(3))];
  const pizza = (id: number, name: string, group: string, rows: AdditionalRow[]): StoreProduct => ({ id, name, amount: price(id), product_group: group, is_fractionable: true, rows });
  return [
    pizza(1, "Calabresa", "Pizzas Grandes", large),
    pizza(2, "Margherita", "Pizzas Grandes", large),
    pizza(3, "Atum", "Pizzas Grandes", large),
    pizza(4, "Calabresa Individual", "Pizzas Individuais", small),
    pizza(5, "Margherita Individual", "Pizzas Individuais", small),
    { id: 6, name: "Refrigerante de Cola 2 L", amount: price(6), product_group: "Bebidas", is_fractionable: false, rows: [] },
    { id: 7, name: "Pudim", amount: price(7), product_group: "Sobremesas", is_fractionable: false, rows: [] },
  ];
}

/** What the server would load for these products: every one active, every offered additional active and linked. */
export function catalogueOf(products: readonly StoreProduct[]): OrderCatalogue {
  const acceptance: AcceptanceProduct[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    amount: product.amount,
    product_group: product.product_group,
    is_fractionable: product.is_fractionable,
    is_active: true,
    offers_dough: product.rows.some((row) => row.ProductAdditional.category === DOUGH_CATEGORY),
    additional_ids: product.rows.map((row) => row.additional_id),
  }));
  const additionals = new Map(products.flatMap((product) => product.rows).map((row) => [row.additional_id, { ...row.ProductAdditional, is_active: true }]));
  return orderCatalogue(acceptance, [...additionals.values()]);
}

/** The options a customer picks on one product screen, with the screen's own rules. */
function chooseOptions(product: StoreProduct, quantity: number, pickingFractions: boolean, dice: readonly number[]): AdditionalRow[] {
  let selected: AdditionalRow[] = [];
  let roll = 0;
  for (const tab of additionalTabs(product.rows, pickingFractions)) {
    for (const row of additionalsForTab(product.rows, product.product_group, tab, quantity)) {
      if ((dice[roll++ % dice.length] ?? 0) % 3 === 0) selected = toggleAdditional(selected, row);
    }
  }
  const dough = additionalsForTab(product.rows, product.product_group, DOUGH_CATEGORY, quantity)[0];
  if (needsDough(product, product.rows, pickingFractions) && !selected.some((row) => row.ProductAdditional.category === DOUGH_CATEGORY) && dough) {
    selected = toggleAdditional(selected, dough);
  }
  return selected;
}

const line = (product: StoreProduct, quantity: number, additionals: AdditionalRow[]): TestCartLine => ({
  id: product.id,
  name: product.name,
  amount: product.amount,
  product_group: product.product_group,
  quantity,
  note: null,
  additionals,
});

/** One pizza or item of the cart: a whole line, or the fractions of one pizza picked as the product screen offers them. */
function cartPiece(products: readonly StoreProduct[]) {
  return fc.record({ first: fc.nat(), whole: fc.boolean(), quantity: fc.integer({ min: 1, max: 3 }), dice: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }) }).map(({ first, whole, quantity, dice }) => {
    const product = products[first % products.length]!;
    if (whole || !product.is_fractionable) return [line(product, quantity, chooseOptions(product, quantity, false, dice))];
    const flavours = products.filter((other) => other.product_group === product.product_group);
    const lines: TestCartLine[] = [];
    do {
      const picked = pickedSoFar(lines.map((existing) => existing.quantity));
      const options = fractionOptions(picked, isSoldByThirds(product.product_group)).filter((option) => option !== 1);
      const fraction = options[dice[lines.length]! % options.length]!;
      const flavour = lines.length === 0 ? product : flavours[dice[lines.length + 3]! % flavours.length]!;
      lines.push(line(flavour, fraction, chooseOptions(flavour, fraction, lines.length > 0, dice.slice(lines.length))));
    } while (pickedSoFar(lines.map((existing) => existing.quantity)) !== 0);
    return lines;
  });
}

/** A store with random prices and a valid cart of it, built with the storefront's domain rules. */
export const storeAndCart = fc
  .array(fc.integer({ min: 0, max: 9_999 }), { minLength: 8, maxLength: 8 })
  .map(storeProducts)
  .chain((products) => fc.record({ products: fc.constant(products), lines: fc.array(cartPiece(products), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.flat()) }));
