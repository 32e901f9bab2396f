import { type APIRequestContext, expect } from "@playwright/test";
import { apiCall, clientToken, staffToken } from "./backoffice";

export interface PlacedOrder {
  id: number;
  external_id: number;
  amount: number;
  delivery_fee: number;
}

/** A pickup order of one drink placed by the demo client, still PENDING (waiting for payment). */
export async function placeOrder(request: APIRequestContext, note = "Pedido do teste do backoffice"): Promise<PlacedOrder> {
  const token = await clientToken(request);
  const { body: drinks } = await apiCall<{ id: number }[]>(request, "GET", "/products?where_product_group=Bebidas&take=1");
  const productId = drinks[0]!.id;
  const { body: order } = await apiCall<PlacedOrder>(request, "POST", "/orders", {
    token,
    data: {
      items: [{ cart_index: 0, item_id: productId, item_id_parent: null, item_group: 0, product_id: productId, quantity: 1, item_notes: null }],
      cart: [],
      is_delivery: false,
      order_notes: note,
    },
  });
  return order;
}

/** A delivery order: a large pizza half one flavour, half another, and a drink (what a ticket has to show); the demo client's unless a customer's token is given. */
export async function placeHalfAndHalfOrder(request: APIRequestContext, note: string, customerToken?: string): Promise<PlacedOrder> {
  const token = customerToken ?? (await clientToken(request));
  const staff = await staffToken(request);
  const first = async <T>(path: string, auth?: string) => (await apiCall<T[]>(request, "GET", path, auth ? { token: auth } : {})).body[0]!;
  const calabresa = await first<{ id: number }>("/products?where_name=Calabresa&where_product_group=Pizzas%20Grandes");
  const margherita = await first<{ id: number }>("/products?where_name=Margherita&where_product_group=Pizzas%20Grandes");
  const drink = await first<{ id: number }>("/products?where_product_group=Bebidas&take=1");
  const dough = await first<{ id: number }>("/product-additionals?where_name=Massa%20Tradicional&where_group=Pizzas%20Grandes", staff);
  const line = (cart_index: number, product_id: number, item_group: number, quantity: number) => ({ cart_index, item_id: product_id, item_id_parent: null, item_group, product_id, quantity, item_notes: null });
  const withDough = (cart_index: number, product_id: number) => ({ cart_index, item_id: dough.id, item_id_parent: product_id, item_group: 0, product_id, quantity: 1, item_notes: null });
  const { body: order } = await apiCall<PlacedOrder>(request, "POST", "/orders", {
    token,
    data: {
      items: [line(0, calabresa.id, 0, 0.5), withDough(0, calabresa.id), line(1, margherita.id, 0, 0.5), withDough(1, margherita.id), line(2, drink.id, 1, 2)],
      cart: [],
      is_delivery: true,
      address: { address: "Rua Girassol", number: "45", postal_code: "05433001", neighborhood: "Vila Madalena", address_notes: "Casa amarela" },
      order_notes: note,
    },
  });
  return order;
}

/** The customer (the demo client unless a customer's token is given) pays with Pix and the sandbox approves it: the order becomes PAID. */
export async function payOrder(request: APIRequestContext, order: PlacedOrder, customerToken?: string): Promise<void> {
  const token = customerToken ?? (await clientToken(request));
  const approve = () => apiCall(request, "POST", `/sandbox/payments/${order.id}/approve`, { token, allow: [400, 404, 409, 422] });
  if ((await approve()).status < 300) return;
  // The sandbox approves a payment: start a Pix one first.
  await apiCall(request, "POST", "/order-payments", {
    token,
    data: { external_reference: order.id, payment_method_id: "pix", payer: { email: "maria.santos@example.com" }, statement_descriptor: "FORNO", api_version: 2 },
  });
  const second = await approve();
  expect(second.status, "POST /sandbox/payments/{id}/approve").toBeLessThan(300);
}

/** A pickup order of one drink, placed by the demo client and paid through the sandbox. */
export async function paidOrder(request: APIRequestContext, note?: string): Promise<PlacedOrder> {
  const order = await placeOrder(request, note);
  await payOrder(request, order);
  return order;
}
