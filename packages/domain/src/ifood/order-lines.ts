import { spreadCentavos } from "../fiscal/spread";
import { reaisToCentavos } from "../pricing/centavos";
import type { IfoodItem, IfoodOption } from "./merchant-api";

/** Forno's catalogue as the mapping reads it: products and additionals by external id (iFood's `externalCode`). */
export interface IfoodCatalogue {
  products: ReadonlyMap<string, { id: number; fractionable: boolean }>;
  additionals: ReadonlyMap<string, { id: number }>;
}

/**
 * One row of the Forno order: a line's product row (a whole item, or one flavour of a pizza), or an
 * additional row hung on the product row of its `cartIndex`. `productId` / `additionalId` are the
 * matched Forno rows (null: iFood's item kept by name). Money in centavos, `quantity` as stored.
 */
export interface IfoodOrderRow {
  cartIndex: number;
  itemGroup: number;
  additional: boolean;
  productId: number | null;
  additionalId: number | null;
  quantity: number;
  /** The unit price applied (centavos): `amount / quantity`, rounded. */
  unitCentavos: number;
  /** What the row costs, in centavos: the rows of an item add up to its `totalPrice`. */
  amount: number;
  name: string;
  notes: string | null;
}

/** Forno's fractions of a pizza of 2 or 3 flavours (halves, thirds: seed 000 section 9). */
const FLAVOUR_QUANTITIES: Readonly<Record<number, readonly number[]>> = { 1: [1], 2: [0.5, 0.5], 3: [0.333, 0.333, 0.334] };

const optionCentavos = (option: IfoodOption) => reaisToCentavos(option.price ?? option.unitPrice * option.quantity);
const unitOf = (amount: number, quantity: number) => Math.round(amount / quantity);

/** The cart indices and item groups handed out so far. */
interface Counters {
  index: number;
  group: number;
}

function additionalRows(options: readonly IfoodOption[], cartIndex: number, itemGroup: number, catalogue: IfoodCatalogue): IfoodOrderRow[] {
  return options.map((option) => {
    const amount = optionCentavos(option);
    return {
      cartIndex,
      itemGroup,
      additional: true,
      productId: null,
      additionalId: option.externalCode === null ? null : (catalogue.additionals.get(option.externalCode)?.id ?? null),
      quantity: option.quantity,
      unitCentavos: unitOf(amount, option.quantity),
      amount,
      name: option.name,
      notes: null,
    };
  });
}

/**
 * An item whose options name 1 to 3 Forno products of a fractionable group (growth.md section 4):
 * pizzas. Each unit of the item is one pizza of those flavours (halves, thirds; one flavour: a whole
 * pizza line of that product); each flavour row costs its option, plus its share of the item's own
 * price; the other options hang on the first pizza's first flavour.
 */
function pizzaRows(item: IfoodItem, flavours: IfoodOption[], others: IfoodOption[], ownCentavos: number, catalogue: IfoodCatalogue, at: Counters): IfoodOrderRow[] {
  const perFlavour = flavours.map(optionCentavos);
  const withBase = spreadCentavos(ownCentavos, perFlavour).map((share, index) => share + perFlavour[index]!);
  const pizzas = flavours.length === 1 ? 1 : item.quantity;
  const fractions = FLAVOUR_QUANTITIES[flavours.length]!;
  const byPizza = withBase.map((total) => spreadCentavos(total, Array.from({ length: pizzas }, () => 1)));
  const rows: IfoodOrderRow[] = [];
  for (let pizza = 0; pizza < pizzas; pizza++) {
    const group = at.group++;
    flavours.forEach((flavour, index) => {
      const quantity = flavours.length === 1 ? item.quantity : fractions[index]!;
      const amount = byPizza[index]![pizza]!;
      const cartIndex = at.index++;
      rows.push({
        cartIndex,
        itemGroup: group,
        additional: false,
        productId: catalogue.products.get(flavour.externalCode!)!.id,
        additionalId: null,
        quantity,
        unitCentavos: unitOf(amount, quantity),
        amount,
        name: flavour.name,
        notes: pizza === 0 && index === 0 ? item.observations : null,
      });
      if (pizza === 0 && index === 0) rows.push(...additionalRows(others, cartIndex, group, catalogue));
    });
  }
  return rows;
}

/**
 * iFood's items as Forno's flat rows, in iFood's order (growth.md section 4): items keep iFood's
 * names and prices; an item is matched to a Forno product by `externalCode` when one has that
 * external id; an option naming a product of a fractionable group is a flavour of the pizza, any
 * other option an additional (matched by `externalCode`, else kept by name). The rows of an item
 * add up to its `totalPrice`: the item's own price is what `totalPrice` leaves after its options.
 */
export function ifoodOrderRows(items: readonly IfoodItem[], catalogue: IfoodCatalogue): IfoodOrderRow[] {
  const at: Counters = { index: 0, group: 1 };
  return items.flatMap((item) => {
    const isFlavour = (option: IfoodOption) => option.externalCode !== null && catalogue.products.get(option.externalCode)?.fractionable === true;
    const flavours = item.options.filter(isFlavour);
    const others = item.options.filter((option) => !isFlavour(option));
    const ownCentavos = Math.max(0, reaisToCentavos(item.totalPrice) - item.options.reduce((sum, option) => sum + optionCentavos(option), 0));
    const wholePizzas = Number.isInteger(item.quantity) && item.quantity <= 99;
    if (flavours.length >= 1 && flavours.length <= 3 && wholePizzas) return pizzaRows(item, flavours, others, ownCentavos, catalogue, at);
    const cartIndex = at.index++;
    const group = at.group++;
    return [
      {
        cartIndex,
        itemGroup: group,
        additional: false,
        productId: item.externalCode === null ? null : (catalogue.products.get(item.externalCode)?.id ?? null),
        additionalId: null,
        quantity: item.quantity,
        unitCentavos: unitOf(ownCentavos, item.quantity),
        amount: ownCentavos,
        name: item.name,
        notes: item.observations,
      },
      ...additionalRows(item.options, cartIndex, group, catalogue),
    ];
  });
}
