import { fractionLabel } from "@forno/domain/fractions";
import { type OrderLine, additionalName, flavoursName, orderPizzas } from "@forno/domain/order-reading";
import { centavosToReais, linePriceCentavos, reaisToCentavos } from "@forno/domain/pricing";
import type { OrderItem } from "@forno/domain/schemas";
import { derivedUuid } from "./derived-uuid";
import type { OpenDeliveryItem, OpenDeliveryOption, OpenDeliveryPrice } from "./order-schema";

/** Forno's catalogue codes (products' and additionals' `external_id`), the PDV's way to recognise them. */
export interface CatalogueCodes {
  products: ReadonlyMap<number, string>;
  additionals: ReadonlyMap<number, string>;
}

export const brl = (centavos: number): OpenDeliveryPrice => ({ value: centavosToReais(centavos), currency: "BRL" });

/** The code of the pizza item that carries a pizza of several flavours (decision 2021). */
export const fractionPizzaCode = (flavours: number) => `PIZZA-${flavours}-SABORES`;

/** An item with its total in centavos, so the order adds its items up exactly. */
export interface MappedItem {
  item: OpenDeliveryItem;
  totalCentavos: number;
}

type Line = OrderLine<OrderItem>;

/**
 * Forno's flat rows to OpenDelivery items (decision 2020): one item per pizza (`item_group`). A
 * whole line keeps its quantity, its product's unit price and its additionals as options (one of
 * each per pizza, as Forno charges them); a pizza of halves or thirds is one item of quantity 1 and
 * unit price 0 whose options are its flavours, each at the price Forno charged for that fraction
 * (under either `fraction_pricing` rule: the row's unit amount is the one the rule applied), and
 * their additionals. Every price is Forno's own line price, to the centavo.
 */
export function mapOrderItems(orderId: string, rows: readonly OrderItem[], codes: CatalogueCodes): MappedItem[] {
  return orderPizzas(rows).map(({ group, lines, fractional }, index) => {
    const id = derivedUuid(`${orderId}/item/${group}`);
    return fractional ? fractionPizza(id, index, lines, orderId, codes) : wholeItem(id, index, lines[0]!, orderId, codes);
  });
}

function option(orderId: string, row: OrderItem, name: string, externalCode: string, priceCentavos: number, index: number): OpenDeliveryOption {
  return {
    index,
    id: derivedUuid(`${orderId}/row/${row.id}`),
    name,
    externalCode,
    unit: "UN",
    quantity: 1,
    unitPrice: brl(priceCentavos),
    totalPrice: brl(priceCentavos),
    ...(row.item_notes ? { specialInstructions: row.item_notes } : {}),
  };
}

// A marketplace's item or option that matched no Forno row has no code of Forno's: its name stands in.
const additionalCode = (row: OrderItem, codes: CatalogueCodes) => (row.item_id === null ? additionalName(row) : (codes.additionals.get(row.item_id) ?? String(row.item_id)));
const productCode = (row: OrderItem, codes: CatalogueCodes) => (row.product_id === null ? row.product.name : (codes.products.get(row.product_id) ?? String(row.product_id)));

function wholeItem(id: string, index: number, { product, additionals }: Line, orderId: string, codes: CatalogueCodes): MappedItem {
  const unitCentavos = reaisToCentavos(product.amount);
  const additionalCentavos = additionals.map((row) => reaisToCentavos(row.amount));
  const options = additionals.map((row, position) => option(orderId, row, additionalName(row), additionalCode(row, codes), additionalCentavos[position]!, position));
  const optionsCentavos = additionalCentavos.reduce((sum, price) => sum + price, 0);
  // Forno's line price: quantity x unit + max(1, quantity) x additionals = quantity x (unit + options) for a whole quantity.
  const totalCentavos = linePriceCentavos(product.quantity, unitCentavos, additionalCentavos);
  const item: OpenDeliveryItem = {
    id,
    index,
    name: product.product.name,
    externalCode: productCode(product, codes),
    unit: "UN",
    quantity: product.quantity,
    unitPrice: brl(unitCentavos),
    ...(options.length > 0 ? { optionsPrice: brl(optionsCentavos), options } : {}),
    subtotalPrice: brl(linePriceCentavos(product.quantity, unitCentavos)),
    totalPrice: brl(totalCentavos),
    ...(product.item_notes ? { specialInstructions: product.item_notes } : {}),
  };
  return { item, totalCentavos };
}

function fractionPizza(id: string, index: number, lines: readonly Line[], orderId: string, codes: CatalogueCodes): MappedItem {
  const options: OpenDeliveryOption[] = [];
  let totalCentavos = 0;
  for (const { product, additionals } of lines) {
    // linePriceCentavos rounds q x unit once; the additionals are whole centavos, so they add on exactly.
    const flavourCentavos = linePriceCentavos(product.quantity, reaisToCentavos(product.amount));
    const label = fractionLabel(product.quantity) ?? `${product.quantity}x`;
    options.push(option(orderId, product, `${label} ${product.product.name}`, productCode(product, codes), flavourCentavos, options.length));
    totalCentavos += flavourCentavos;
    for (const row of additionals) {
      const price = reaisToCentavos(row.amount);
      options.push(option(orderId, row, additionalName(row), additionalCode(row, codes), price, options.length));
      totalCentavos += price;
    }
  }
  const notes = lines
    .filter((line) => line.product.item_notes)
    .map((line) => `${fractionLabel(line.product.quantity) ?? ""} ${line.product.product.name}: ${line.product.item_notes}`.trim());
  const item: OpenDeliveryItem = {
    id,
    index,
    name: flavoursName(lines.length),
    externalCode: fractionPizzaCode(lines.length),
    unit: "UN",
    quantity: 1,
    unitPrice: brl(0),
    optionsPrice: brl(totalCentavos),
    subtotalPrice: brl(0),
    totalPrice: brl(totalCentavos),
    options,
    ...(notes.length > 0 ? { specialInstructions: notes.join(" / ") } : {}),
  };
  return { item, totalCentavos };
}
