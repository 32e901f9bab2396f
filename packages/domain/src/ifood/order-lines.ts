import { additionalQuantity } from "../catalog/additionals";
import { spreadCentavos } from "../fiscal/spread";
import { toThousandths } from "../fractions/fraction-values";
import { reaisToCentavos } from "../pricing/centavos";
import { linePriceCentavos } from "../pricing/line-price";
import type { IfoodItem, IfoodOption } from "./merchant-api";

/** Forno's catalogue as the mapping reads it: products and additionals by external id (iFood's `externalCode`). */
export interface IfoodCatalogue {
  products: ReadonlyMap<string, { id: number; fractionable: boolean }>;
  additionals: ReadonlyMap<string, { id: number }>;
}

/**
 * One row of the Forno order: a line's product row (a whole item, or one flavour of a pizza), or an
 * additional row hung on the product row of its `cartIndex`. `productId` / `additionalId` are the
 * matched Forno rows (null: iFood's item kept by name). Rows follow Forno's pricing of a line
 * (`linePriceCentavos`: quantity x unit + max(1, quantity) x the additionals' units), so every
 * reader of the order (ticket, NFC-e, OpenDelivery) prices the line at what iFood charged.
 */
export interface IfoodOrderRow {
  cartIndex: number;
  itemGroup: number;
  additional: boolean;
  productId: number | null;
  additionalId: number | null;
  /** The line's quantity; an additional row's is max(1, its line's), as Forno stores them. */
  quantity: number;
  /** The unit price (centavos) Forno's pricing multiplies. */
  unitCentavos: number;
  /** The row's share of its line, in centavos: the rows of an item add up to its `totalPrice`. */
  amount: number;
  name: string;
  notes: string | null;
}

/** Forno's fractions of a pizza of 2 or 3 flavours (halves, thirds: seed 000 section 9). */
const FLAVOUR_QUANTITIES: Readonly<Record<number, readonly number[]>> = { 1: [1], 2: [0.5, 0.5], 3: [0.333, 0.333, 0.334] };

const optionCentavos = (option: IfoodOption) => reaisToCentavos(option.price ?? option.unitPrice * option.quantity);

/** The unit whose price for `quantity` (at most 1: a whole or a fraction) is `centavos` exactly, as linePriceCentavos rounds it. */
function unitFor(centavos: number, quantity: number): number {
  const thousandths = toThousandths(quantity);
  return Math.max(0, Math.ceil((centavos * 1000 - 500) / thousandths));
}

/** The cart indices and item groups handed out so far. */
interface Counters {
  index: number;
  group: number;
}

/** One Forno cart line to write: its product row's price for `quantity` and its additionals' prices for the line, in centavos. */
interface Line {
  productId: number | null;
  quantity: number;
  ownCentavos: number;
  name: string;
  notes: string | null;
  options: ReadonlyArray<{ option: IfoodOption; centavos: number }>;
}

function lineRows(line: Line, catalogue: IfoodCatalogue, at: Counters, group: number): IfoodOrderRow[] {
  const cartIndex = at.index++;
  const times = additionalQuantity(line.quantity);
  const unit = line.quantity <= 1 ? unitFor(line.ownCentavos, line.quantity) : line.ownCentavos / line.quantity;
  const product: IfoodOrderRow = {
    cartIndex,
    itemGroup: group,
    additional: false,
    productId: line.productId,
    additionalId: null,
    quantity: line.quantity,
    unitCentavos: unit,
    amount: linePriceCentavos(line.quantity, unit),
    name: line.name,
    notes: line.notes,
  };
  const additionals = line.options.map(({ option, centavos }): IfoodOrderRow => ({
    cartIndex,
    itemGroup: group,
    additional: true,
    productId: null,
    additionalId: option.externalCode === null ? null : (catalogue.additionals.get(option.externalCode)?.id ?? null),
    quantity: times,
    unitCentavos: centavos / times,
    amount: centavos,
    name: option.name,
    notes: null,
  }));
  return [product, ...additionals];
}

/**
 * An item whose options name 1 to 3 Forno products of a fractionable group (growth.md section 4):
 * each unit of the item is one pizza of those flavours (halves, thirds, or one whole flavour); each
 * flavour costs its option plus its share of the item's own price; the other options hang on the
 * first pizza's first flavour.
 */
function pizzaRows(item: IfoodItem, flavours: IfoodOption[], others: IfoodOption[], ownCentavos: number, catalogue: IfoodCatalogue, at: Counters): IfoodOrderRow[] {
  const perFlavour = flavours.map(optionCentavos);
  const withBase = spreadCentavos(ownCentavos, perFlavour).map((share, index) => share + perFlavour[index]!);
  const byPizza = withBase.map((total) => spreadCentavos(total, Array.from({ length: item.quantity }, () => 1)));
  const fractions = FLAVOUR_QUANTITIES[flavours.length]!;
  const rows: IfoodOrderRow[] = [];
  for (let pizza = 0; pizza < item.quantity; pizza++) {
    const group = at.group++;
    flavours.forEach((flavour, index) => {
      const first = pizza === 0 && index === 0;
      const options = first ? others.map((option) => ({ option, centavos: optionCentavos(option) })) : [];
      const line: Line = {
        productId: catalogue.products.get(flavour.externalCode!)!.id,
        quantity: fractions[index]!,
        ownCentavos: byPizza[index]![pizza]!,
        name: flavour.name,
        notes: first ? item.observations : null,
        options,
      };
      rows.push(...lineRows(line, catalogue, at, group));
    });
  }
  return rows;
}

/**
 * A plain item: one line of its quantity with per-unit prices when its prices divide by a whole
 * quantity (iFood's are unitPrice x quantity), else one line for the lot, named "3x Name", so its
 * price is still exactly iFood's.
 */
function plainRows(item: IfoodItem, ownCentavos: number, catalogue: IfoodCatalogue, at: Counters): IfoodOrderRow[] {
  const options = item.options.map((option) => ({ option, centavos: optionCentavos(option) }));
  const q = item.quantity;
  const perUnit = Number.isInteger(q) && q >= 1 && ownCentavos % q === 0 && options.every(({ centavos }) => centavos % q === 0);
  const line: Line = {
    productId: item.externalCode === null ? null : (catalogue.products.get(item.externalCode)?.id ?? null),
    quantity: perUnit ? q : 1,
    ownCentavos,
    name: perUnit || q === 1 ? item.name : `${q}x ${item.name}`,
    notes: item.observations,
    options,
  };
  return lineRows(line, catalogue, at, at.group++);
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
    const ownCentavos = Math.max(0, reaisToCentavos(item.totalPrice) - item.options.reduce((sum, option) => sum + optionCentavos(option), 0));
    const pizzas = flavours.length >= 1 && flavours.length <= 3 && Number.isInteger(item.quantity) && item.quantity <= 99;
    if (pizzas) return pizzaRows(item, flavours, item.options.filter((option) => !isFlavour(option)), ownCentavos, catalogue, at);
    return plainRows(item, ownCentavos, catalogue, at);
  });
}
