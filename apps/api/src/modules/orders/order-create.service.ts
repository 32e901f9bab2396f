import { eq, inArray, sql } from "drizzle-orm";
import { DOUGH_CATEGORY, additionalQuantity, extrasGroupFilter, groupsMissingDough, isSingleChoiceCategory } from "@forno/domain/catalog";
import { fractionProblems } from "@forno/domain/fractions";
import { orderItemsProblem } from "@forno/domain/orders";
import { centavosToReais, deliveryFeeCentavos, linePriceCentavos, priceOrderItems, reaisToCentavos } from "@forno/domain/pricing";
import type { Order, OrderAddress, OrderCreateBody, OrderItemInput } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { ceps, clients, orderItems, orderStateHistory, orders, productAdditionals, productHasAdditionals, products, settings } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { badRequest, unauthorized, unprocessable } from "../../lib/http-errors";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { type OrderItemWithCategory, toOrder } from "./orders.service";

interface ProductRow {
  id: number;
  name: string;
  amount: number;
  productGroup: string;
  isFractionable: boolean;
  isActive: boolean;
}

interface AdditionalRow {
  id: number;
  group: string;
  category: string;
  name: string;
  amount: number;
  isActive: boolean;
}

/** Refusals of POST /orders, shown by the cart's yellow banner (decision 0401). */
export const ORDER_MESSAGES = {
  storeClosed: "A loja está fechada no momento e não está aceitando pedidos.",
  productUnavailable: (name: string) => `${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownProduct: "Um produto do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalUnavailable: (name: string) => `O adicional ${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownAdditional: "Um adicional do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalNotAllowed: (additional: string, product: string) => `O adicional ${additional} não pode ser escolhido para ${product}.`,
  singleChoice: (category: string, product: string) => `Escolha apenas uma opção de ${category} para ${product}.`,
  /** The product screen's notice ("Selecione o tipo de massa antes de continuar."), naming the pizza. */
  doughMissing: (product: string) => `Selecione o tipo de massa de ${product} antes de continuar.`,
} as const;

/** The alias of a pickup order's address (the store's own). */
export const PICKUP_ALIAS = "Retirada";

const STORE_KEYS = [
  "store_info.online",
  "store_info.street",
  "store_info.number",
  "store_info.neighborhood",
  "store_info.postal_code",
  "store_info.address_notes",
] as const;

interface Catalogue {
  products: Map<number, ProductRow>;
  /** The chosen additionals linked to one of the order's products, and their doughs, by id. */
  additionals: Map<number, AdditionalRow>;
  /** `<product id>:<additional id>` of those links. */
  links: Set<string>;
  /** Products with an active "Tipo de Massa" to choose. */
  offersDough: Set<number>;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** JSON columns come back parsed from node-postgres and as text from some drivers: accept both. */
function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * The store's settings, the client and, for delivery, the active area of the CEP, in one round trip
 * (POST /orders is the hot path; see the benchmark).
 */
async function loadContext(tx: Executor, clientId: number, postalCode: string | null) {
  const result = await tx.execute(sql`
    SELECT
      (SELECT json_object_agg(${settings.key}, ${settings.value}) FROM ${settings} WHERE ${inArray(settings.key, [...STORE_KEYS])}) AS store,
      (SELECT json_build_object('name', ${clients.name}, 'phone', ${clients.phone}, 'email', ${clients.email}) FROM ${clients} WHERE ${clients.id} = ${clientId}) AS client,
      (SELECT json_build_object('neighborhood', ${ceps.neighborhood}, 'amount', ${ceps.amount})
         FROM ${ceps} WHERE ${ceps.postalCode} = ${postalCode ?? ""} AND ${ceps.active}) AS cep`);
  const [row] = rowsOf<{ store: unknown; client: unknown; cep: unknown }>(result);
  return {
    store: new Map(Object.entries(json<Record<string, string> | null>(row?.store) ?? {})),
    client: json<{ name: string; phone: string; email: string | null } | null>(row?.client),
    cep: json<{ neighborhood: string; amount: number | null } | null>(row?.cep),
  };
}

/**
 * The order's products, with the additionals chosen on them and the doughs they offer (whether
 * chosen or not), in one round trip and only the columns the checks need.
 */
async function loadCatalogue(tx: Executor, productIds: number[], additionalIds: number[]): Promise<Catalogue> {
  const result = await tx.execute(sql`
    SELECT json_agg(json_build_object(
      'id', ${products.id}, 'name', ${products.name}, 'amount', ${products.amount}, 'productGroup', ${products.productGroup},
      'isFractionable', ${products.isFractionable}, 'isActive', ${products.isActive},
      'additionals', COALESCE((
        SELECT json_agg(json_build_object(
          'id', ${productAdditionals.id}, 'group', ${productAdditionals.group}, 'category', ${productAdditionals.category},
          'name', ${productAdditionals.name}, 'amount', ${productAdditionals.amount}, 'isActive', ${productAdditionals.isActive}))
        FROM ${productHasAdditionals} JOIN ${productAdditionals} ON ${productAdditionals.id} = ${productHasAdditionals.additionalId}
        WHERE ${productHasAdditionals.productId} = ${products.id}
          AND (${inArray(productAdditionals.id, additionalIds)} OR (${productAdditionals.category} = ${DOUGH_CATEGORY} AND ${productAdditionals.isActive}))
      ), '[]'::json))) AS products
    FROM ${products} WHERE ${inArray(products.id, productIds)}`);
  const [row] = rowsOf<{ products: unknown }>(result);
  const catalogue: Catalogue = { products: new Map(), additionals: new Map(), links: new Set(), offersDough: new Set() };
  for (const { additionals, ...product } of json<Array<ProductRow & { additionals: AdditionalRow[] }> | null>(row?.products) ?? []) {
    catalogue.products.set(product.id, { ...product, amount: Number(product.amount) });
    for (const additional of additionals) {
      catalogue.additionals.set(additional.id, { ...additional, amount: Number(additional.amount) });
      catalogue.links.add(`${product.id}:${additional.id}`);
      if (additional.isActive && additional.category === DOUGH_CATEGORY) catalogue.offersDough.add(product.id);
    }
  }
  return catalogue;
}

/** Products must exist and be active. */
function checkProducts(lines: readonly OrderItemInput[], catalogue: Catalogue): void {
  for (const line of lines) {
    const product = catalogue.products.get(line.product_id);
    if (product === undefined) throw unprocessable(ORDER_MESSAGES.unknownProduct);
    if (!product.isActive) throw unprocessable(ORDER_MESSAGES.productUnavailable(product.name));
  }
}

/**
 * Additionals must exist, be active, be linked to their product, belong to the group the product
 * screen offers for that quantity (a fraction of a large pizza takes the individual extras), and a
 * single-choice category (dough, sauce) holds one choice per line.
 */
async function checkAdditionals(tx: Executor, items: readonly OrderItemInput[], lineOf: Map<number, OrderItemInput>, catalogue: Catalogue): Promise<void> {
  const chosen = new Set<string>();
  for (const item of items) {
    if (item.item_id_parent === null) continue;
    const line = lineOf.get(item.cart_index)!;
    const product = catalogue.products.get(line.product_id)!;
    const additional = catalogue.additionals.get(item.item_id);
    if (additional === undefined) {
      // Not linked to any product of this order: say which one when it exists at all.
      const [row] = await tx.select().from(productAdditionals).where(eq(productAdditionals.id, item.item_id));
      if (row === undefined) throw unprocessable(ORDER_MESSAGES.unknownAdditional);
      if (!row.isActive) throw unprocessable(ORDER_MESSAGES.additionalUnavailable(row.name));
      throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(row.name, product.name));
    }
    if (!additional.isActive) throw unprocessable(ORDER_MESSAGES.additionalUnavailable(additional.name));
    if (!catalogue.links.has(`${product.id}:${additional.id}`)) throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(additional.name, product.name));
    const group = extrasGroupFilter(product.productGroup, additional.category, line.quantity);
    if (group !== null && additional.group !== group) throw unprocessable(ORDER_MESSAGES.additionalNotAllowed(additional.name, product.name));
    if (isSingleChoiceCategory(additional.category)) {
      const key = `${item.cart_index}:${additional.category}`;
      if (chosen.has(key)) throw unprocessable(ORDER_MESSAGES.singleChoice(additional.category, product.name));
      chosen.add(key);
    }
  }
}

function checkFractionsAndDough(items: readonly OrderItemInput[], lines: readonly OrderItemInput[], catalogue: Catalogue): void {
  const productOf = (line: OrderItemInput) => catalogue.products.get(line.product_id)!;
  const [fraction] = fractionProblems(
    lines.map((line) => {
      const product = productOf(line);
      return { item_group: line.item_group, quantity: line.quantity, name: product.name, product_group: product.productGroup, is_fractionable: product.isFractionable };
    }),
  );
  if (fraction !== undefined) throw unprocessable(fraction.message);

  const missing = groupsMissingDough(
    lines.map((line) => ({
      cart_index: line.cart_index,
      item_group: line.item_group,
      is_fractionable: productOf(line).isFractionable,
      offersDough: catalogue.offersDough.has(line.product_id),
      categories: items
        .filter((item) => item.cart_index === line.cart_index && item.item_id_parent !== null)
        .map((item) => catalogue.additionals.get(item.item_id)?.category ?? ""),
    })),
  );
  if (missing.length > 0) {
    const first = lines.filter((line) => line.item_group === missing[0]).sort((a, b) => a.cart_index - b.cart_index)[0]!;
    throw unprocessable(ORDER_MESSAGES.doughMissing(productOf(first).name));
  }
}

interface PricedRow {
  input: OrderItemInput;
  name: string;
  additionalId: number | null;
  category: string | null;
  unitCentavos: number;
  /** This row's share of its line: additionals their own price, the product row the rest (rounded once per line). */
  amountCentavos: number;
}

/** Re-prices every line with @forno/domain from the database's prices; the body's figures are never read. */
function priceItems(items: readonly OrderItemInput[], lineOf: Map<number, OrderItemInput>, catalogue: Catalogue) {
  const unitOf = (item: OrderItemInput) =>
    reaisToCentavos(item.item_id_parent === null ? catalogue.products.get(item.product_id)!.amount : catalogue.additionals.get(item.item_id)!.amount);
  const { lines, totalCentavos } = priceOrderItems(
    items.map((item) => ({ cart_index: item.cart_index, item_id_parent: item.item_id_parent, quantity: item.quantity, unitCentavos: unitOf(item) })),
  );
  // Rows in cart order: each line's product row, then its additionals as sent.
  const ordered = [...items].sort((a, b) => a.cart_index - b.cart_index || Number(a.item_id_parent !== null) - Number(b.item_id_parent !== null));
  const additionalShare = new Map<number, number>();
  const rows: PricedRow[] = ordered.map((item) => {
    const unitCentavos = unitOf(item);
    if (item.item_id_parent === null) {
      const product = catalogue.products.get(item.product_id)!;
      return { input: item, name: product.name, additionalId: null, category: null, unitCentavos, amountCentavos: 0 };
    }
    const additional = catalogue.additionals.get(item.item_id)!;
    const share = linePriceCentavos(additionalQuantity(lineOf.get(item.cart_index)!.quantity), unitCentavos);
    additionalShare.set(item.cart_index, (additionalShare.get(item.cart_index) ?? 0) + share);
    return { input: item, name: additional.name, additionalId: additional.id, category: additional.category, unitCentavos, amountCentavos: share };
  });
  for (const row of rows) {
    if (row.input.item_id_parent === null) row.amountCentavos = (lines.get(row.input.cart_index) ?? 0) - (additionalShare.get(row.input.cart_index) ?? 0);
  }
  return { rows, totalCentavos };
}

/**
 * POST /orders inside the caller's transaction (architecture section 5): store online, items well
 * formed, products and additionals available and allowed, fractions and dough checked, every line
 * re-priced, the fee from the delivery area (or the store's address for pickup), then the order,
 * its items, its first history entry (PENDING) and its first event, all or nothing.
 */
export async function createOrder(tx: Executor, clientId: number, body: OrderCreateBody): Promise<Order> {
  const { store, client, cep } = await loadContext(tx, clientId, body.is_delivery ? (body.address?.postal_code ?? null) : null);
  if (store.get("store_info.online") !== "true") throw unprocessable(ORDER_MESSAGES.storeClosed);
  if (client === null) throw unauthorized();

  const items = body.items;
  const structure = orderItemsProblem(items);
  if (structure !== null) throw badRequest(structure);
  const lines = items.filter((item) => item.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
  const lineOf = new Map(lines.map((line) => [line.cart_index, line]));

  const catalogue = await loadCatalogue(
    tx,
    [...new Set(lines.map((line) => line.product_id))],
    [...new Set(items.filter((item) => item.item_id_parent !== null).map((item) => item.item_id))],
  );
  checkProducts(lines, catalogue);
  await checkAdditionals(tx, items, lineOf, catalogue);
  checkFractionsAndDough(items, lines, catalogue);
  const { rows, totalCentavos } = priceItems(items, lineOf, catalogue);

  let address: OrderAddress;
  let feeCentavos: number;
  if (body.is_delivery) {
    const input = body.address!;
    if (cep === null) throw unprocessable(CEP_OUT_OF_AREA);
    feeCentavos = deliveryFeeCentavos(true, cep.amount === null ? null : Number(cep.amount));
    address = {
      address: input.address,
      alias: input.alias ?? null,
      number: input.number,
      neighborhood: input.neighborhood ?? cep.neighborhood,
      postal_code: input.postal_code,
      address_info: input.address_info ?? null,
      address_notes: input.address_notes ?? null,
    };
  } else {
    feeCentavos = deliveryFeeCentavos(false, null);
    address = {
      address: store.get("store_info.street") ?? "",
      alias: PICKUP_ALIAS,
      number: store.get("store_info.number") ?? "",
      neighborhood: store.get("store_info.neighborhood") || null,
      postal_code: store.get("store_info.postal_code") ?? "",
      address_info: null,
      address_notes: store.get("store_info.address_notes") || null,
    };
  }

  const [order] = await tx
    .insert(orders)
    .values({
      clientId,
      amount: centavosToReais(totalCentavos),
      deliveryFee: centavosToReais(feeCentavos),
      isDelivery: body.is_delivery,
      address,
      cart: body.cart,
      orderNotes: body.order_notes,
      currentState: "PENDING",
    })
    .returning();
  const orderId = order!.id;
  const insertedItems = await tx
    .insert(orderItems)
    .values(
      rows.map((row) => ({
        orderId,
        cartIndex: row.input.cart_index,
        itemGroup: row.input.item_group,
        itemId: row.input.item_id,
        itemIdParent: row.input.item_id_parent,
        productId: row.input.product_id,
        additionalId: row.additionalId,
        quantity: row.input.quantity,
        unitAmount: centavosToReais(row.unitCentavos),
        amount: centavosToReais(row.amountCentavos),
        name: row.name,
        itemNotes: row.input.item_notes,
      })),
    )
    .returning();
  const [entry] = await tx.insert(orderStateHistory).values({ orderId, fromState: null, toState: "PENDING", actor: "client" }).returning();

  const categories = new Map(rows.map((row, index) => [index, row.category]));
  const created = toOrder({
    order: order!,
    client,
    items: insertedItems
      .sort((a, b) => a.id - b.id)
      .map((item, index): OrderItemWithCategory => ({ ...item, additionalCategory: categories.get(index) ?? null })),
    history: [entry!],
    payments: [],
  });
  await publishEvent(tx, "order", orderId, created);
  return created;
}
