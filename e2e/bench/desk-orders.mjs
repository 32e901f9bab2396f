// The orders of the desk benchmark, made through the real API as customers and staff make them:
// the demo client orders (a drink for pickup, or a half-and-half pizza and drinks for delivery),
// the sandbox approves the payment (the order becomes PAID), the staff move it along.
import { API_URL } from "./bench-servers.mjs";

async function call(method, path, { token, body } = {}) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const login = async (path, document, password) => (await call("POST", path, { body: { document, password } })).access_token;

/** Signs the seeded demo accounts in and reads the products the orders are made of. */
export async function deskSession() {
  const staff = await login("/auth/login", "39053344705", "Forno@2025");
  const client = await login("/auth/sign-in", "12398745619", "Cliente@2025");
  const first = async (path, token) => (await call("GET", path, { token }))[0];
  const drink = await first("/products?where_product_group=Bebidas&take=1");
  const calabresa = await first("/products?where_name=Calabresa&where_product_group=Pizzas%20Grandes");
  const margherita = await first("/products?where_name=Margherita&where_product_group=Pizzas%20Grandes");
  const dough = await first("/product-additionals?where_name=Massa%20Tradicional&where_group=Pizzas%20Grandes", staff);
  const line = (cart_index, product_id, item_group, quantity) => ({ cart_index, item_id: product_id, item_id_parent: null, item_group, product_id, quantity, item_notes: null });
  const withDough = (cart_index, product_id) => ({ cart_index, item_id: dough.id, item_id_parent: product_id, item_group: 0, product_id, quantity: 1, item_notes: null });
  const pickup = { items: [line(0, drink.id, 0, 1)], cart: [], is_delivery: false, order_notes: "Pedido do benchmark" };
  const delivery = {
    items: [line(0, calabresa.id, 0, 0.5), withDough(0, calabresa.id), line(1, margherita.id, 0, 0.5), withDough(1, margherita.id), line(2, drink.id, 1, 2)],
    cart: [],
    is_delivery: true,
    address: { address: "Rua Girassol", number: "45", postal_code: "05433001", neighborhood: "Vila Madalena", address_notes: "Casa amarela" },
    order_notes: "Sem cebola, por favor",
  };
  return {
    /** A new PENDING order of the demo client; every third one a delivery with a half-and-half pizza. */
    place: (index) => call("POST", "/orders", { token: client, body: index % 3 === 0 ? delivery : pickup }),
    /** "Simular pagamento": the order becomes PAID. */
    approve: (orderId) => call("POST", `/sandbox/payments/${orderId}/approve`, { token: client }),
    move: (orderId, toState) => call("POST", "/order-state-historys", { token: staff, body: { order_id: orderId, to_state: toState } }),
    staffToken: staff,
  };
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function eachLimited(items, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
