import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type OrderState, cartOrderItems } from "@forno/domain/orders";
import { cartLinePriceCentavos, centavosToReais } from "@forno/domain/pricing";
import type { OrderCreateBodyInput } from "@forno/domain/schemas";
import { orderStateHistory, orders, productAdditionals, products } from "../../src/db/schema";

export interface CatalogueProduct {
  id: number;
  external_id: string;
  name: string;
  amount: number;
  product_group: string;
  is_fractionable: boolean;
}

export interface CatalogueAdditional {
  id: number;
  external_id: string;
  group: string;
  category: string;
  name: string;
  amount: number;
}

export interface TestCatalogue {
  product(externalId: string): CatalogueProduct;
  additional(externalId: string): CatalogueAdditional;
}

/** The seeded store's products and additionals by external id (to build creation bodies). */
export async function loadCatalogue(app: FastifyInstance): Promise<TestCatalogue> {
  const db = app.ctx.db;
  const productRows = await db.select().from(products);
  const additionalRows = await db.select().from(productAdditionals);
  const productMap = new Map(
    productRows.map((row) => [
      row.externalId,
      { id: row.id, external_id: row.externalId, name: row.name, amount: row.amount, product_group: row.productGroup, is_fractionable: row.isFractionable },
    ]),
  );
  const additionalMap = new Map(
    additionalRows.map((row) => [row.externalId, { id: row.id, external_id: row.externalId, group: row.group, category: row.category, name: row.name, amount: row.amount }]),
  );
  return catalogueOf(productMap, additionalMap);
}

/** Lookups by external id that fail loudly on a code the store does not have. */
export function catalogueOf(products: ReadonlyMap<string, CatalogueProduct>, additionals: ReadonlyMap<string, CatalogueAdditional>): TestCatalogue {
  return {
    product(externalId) {
      const found = products.get(externalId);
      if (found === undefined) throw new Error(`no product ${externalId}`);
      return found;
    },
    additional(externalId) {
      const found = additionals.get(externalId);
      if (found === undefined) throw new Error(`no additional ${externalId}`);
      return found;
    },
  };
}

/** One cart line: a product by external id, its quantity (fractions allowed) and additionals. */
export interface CartPick {
  product: string;
  quantity?: number;
  additionals?: readonly string[];
  note?: string;
}

/** The demo client's saved address (CEP 05433-010, fee R$ 5,00), as the cart sends it. */
const DEMO_DELIVERY_ADDRESS = {
  address: "Rua Aspicuelta",
  alias: "Casa",
  is_default: true,
  neighborhood: "Vila Madalena",
  number: "120",
  postal_code: "05433-010",
  address_info: "Apto 42",
  address_notes: "Portão azul, interfone 42",
};

export interface CartLineForTest {
  [field: string]: unknown;
  id: number;
  name: string;
  amount: number;
  product_group: string;
  quantity: number;
  note: string | null;
  totalPrice: number;
  additionals: Array<{ additional_id: number; ProductAdditional: CatalogueAdditional }>;
}

/**
 * A creation body exactly as the storefront builds it (architecture section 5): the cart lines with
 * their domain price, and their flat items from the domain's `cartOrderItems`.
 */
export function orderBody(
  catalogue: TestCatalogue,
  picks: readonly CartPick[],
  options: { delivery?: boolean; address?: Record<string, unknown>; coupon?: string } = {},
): Omit<OrderCreateBodyInput, "cart"> & { cart: CartLineForTest[] } {
  const lines: CartLineForTest[] = picks.map((pick) => {
    const product = catalogue.product(pick.product);
    const quantity = pick.quantity ?? 1;
    const additionals = (pick.additionals ?? []).map((externalId) => {
      const additional = catalogue.additional(externalId);
      return { additional_id: additional.id, ProductAdditional: additional };
    });
    const totalPrice = centavosToReais(cartLinePriceCentavos({ quantity, amount: product.amount, additionals }));
    return { id: product.id, name: product.name, amount: product.amount, product_group: product.product_group, quantity, note: pick.note ?? null, totalPrice, additionals };
  });
  const items = cartOrderItems(lines);
  const delivery = options.delivery ?? true;
  return {
    items,
    cart: lines,
    address: delivery ? { ...DEMO_DELIVERY_ADDRESS, ...options.address } : null,
    order_notes: "Pedido Online",
    is_delivery: delivery,
    ...(options.coupon === undefined ? {} : { coupon_code: options.coupon }),
  };
}

/** The sum of the cart's line prices per @forno/domain, in reais. */
export function cartTotal(body: { cart: readonly CartLineForTest[] }): number {
  return centavosToReais(body.cart.reduce((sum, line) => sum + cartLinePriceCentavos(line), 0));
}

/** POST /orders (optionally with an Idempotency-Key). */
export function postOrder(app: FastifyInstance, token: string, body: unknown, idempotencyKey?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/orders",
    headers: { authorization: `Bearer ${token}`, ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }) },
    payload: body as Record<string, unknown>,
  });
}

/** A valid one-pizza order; returns the created order's JSON. */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  catalogue: TestCatalogue,
  picks?: readonly CartPick[],
  options: { delivery?: boolean; coupon?: string } = {},
): Promise<{ id: number; external_id: number }> {
  const body = orderBody(catalogue, picks ?? [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }], options);
  const response = await postOrder(app, token, body);
  if (response.statusCode !== 201) throw new Error(`order creation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Puts an order in any state directly in the database (test set-up for the state machine table). */
export async function forceOrderState(app: FastifyInstance, orderIds: number | readonly number[], state: OrderState): Promise<void> {
  const ids = typeof orderIds === "number" ? [orderIds] : [...orderIds];
  if (ids.length === 0) return;
  const db = app.ctx.db;
  await db.update(orders).set({ currentState: state }).where(inArray(orders.id, ids));
  await db.insert(orderStateHistory).values(ids.map((orderId) => ({ orderId, toState: state, actor: "system" })));
}

export async function orderState(app: FastifyInstance, orderId: number): Promise<OrderState | undefined> {
  const [row] = await app.ctx.db.select({ state: orders.currentState }).from(orders).where(eq(orders.id, orderId));
  return row?.state;
}
