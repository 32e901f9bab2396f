import { type DiscountLine, discountLines } from "@forno/domain/discounts";
import { mixedSubgroupsProblem } from "@forno/domain/fractions";
import { type AcceptedRow, acceptOrder } from "@forno/domain/orders";
import { deliveryFeeCentavos } from "@forno/domain/pricing";
import type { OrderAddress, OrderCreateBody, OrderItemInput } from "@forno/domain/schemas";
import { unprocessable } from "../../lib/http-errors";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import type { OperationRules } from "../store-hours/store-hours.service";
import type { OrderContext } from "./order-create.queries";

/** The alias of a pickup order's address (the store's own). */
const PICKUP_ALIAS = "Retirada";

/** An order's items priced from the database's prices, and the lines a discount reads of them. */
export interface PricedItems {
  rows: AcceptedRow<OrderItemInput>[];
  totalCentavos: number;
  /** One per pizza or whole line, in its first flavour's group (growth.md section 1). */
  lines: DiscountLine[];
}

/**
 * The items as POST /orders and its quote price them: the domain's acceptance (products and
 * additionals available and allowed, fractions, dough, every row priced under the store's
 * half-and-half rule; 422 with the cart's message), then one subgroup per pizza when the store
 * asks for it.
 */
export function priceItems(body: OrderCreateBody, context: OrderContext, rules: OperationRules): PricedItems {
  const acceptance = acceptOrder(body.items, context.catalogue, rules.fraction_pricing);
  if (!acceptance.accepted) throw unprocessable(acceptance.message);
  const mixed = rules.fractions_same_subgroup ? mixedSubgroupsProblem(subgroupLines(acceptance.rows, context)) : null;
  if (mixed !== null) throw unprocessable(mixed);
  const groupOf = (productId: number) => context.catalogue.products.get(productId)?.product_group ?? "";
  const lines = discountLines(
    acceptance.rows.map(({ item, amountCentavos }) => ({ ...item, amountCentavos })),
    groupOf,
  );
  return { rows: acceptance.rows, totalCentavos: acceptance.totalCentavos, lines };
}

/** The pizzas' product rows with their products' subgroups (for mixedSubgroupsProblem). */
function subgroupLines(rows: ReadonlyArray<AcceptedRow<OrderItemInput>>, context: OrderContext) {
  return rows
    .filter((row) => row.item.item_id_parent === null)
    .map((row) => ({ item_group: row.item.item_group, quantity: row.item.quantity, name: row.name, product_subgroup: context.subgroups.get(row.item.product_id) ?? null }));
}

/** A pickup order's address: the store's, alias 'Retirada' (also an iFood takeout order's). */
export function pickupAddress(store: ReadonlyMap<string, string>): OrderAddress {
  return {
    address: store.get("store_info.street") ?? "",
    alias: PICKUP_ALIAS,
    number: store.get("store_info.number") ?? "",
    neighborhood: store.get("store_info.neighborhood") || null,
    postal_code: store.get("store_info.postal_code") ?? "",
    address_info: null,
    address_notes: store.get("store_info.address_notes") || null,
  };
}

/** Delivery: the body's address in an active area (its neighborhood by default) and the area's fee; pickup: the store's address, no fee. */
export function orderAddress(body: OrderCreateBody, { store, cep }: OrderContext): { address: OrderAddress; feeCentavos: number } {
  if (!body.is_delivery) return { address: pickupAddress(store), feeCentavos: deliveryFeeCentavos(false, null) };
  const input = body.address!;
  if (cep === null) throw unprocessable(CEP_OUT_OF_AREA);
  const address: OrderAddress = {
    address: input.address,
    alias: input.alias ?? null,
    number: input.number,
    neighborhood: input.neighborhood ?? cep.neighborhood,
    postal_code: input.postal_code,
    address_info: input.address_info ?? null,
    address_notes: input.address_notes ?? null,
  };
  return { address, feeCentavos: deliveryFeeCentavos(true, cep.amount === null ? null : Number(cep.amount)) };
}

/** What POST /orders and its quote read in their one statement for these items (a quote draws no ids). */
export function contextInput(body: OrderCreateBody, clientId: number | null, key: string | null, drawIds: boolean) {
  return {
    clientId,
    postalCode: body.is_delivery ? (body.address?.postal_code ?? null) : null,
    productIds: [...new Set(body.items.filter((item) => item.item_id_parent === null).map((item) => item.product_id))],
    additionalIds: [...new Set(body.items.filter((item) => item.item_id_parent !== null).map((item) => item.item_id))],
    itemCount: body.items.length,
    key,
    drawIds,
  };
}
