import { expect, test } from "@playwright/test";
import { apiCall, staffToken } from "../../support/backoffice";
import { urls } from "../../support/servers";
import { moveOrder, newCustomer, openSignedIn } from "../../support/storefront";

// Issue 19: "Pedir de novo" rebuilds the cart from a past order at today's prices, and the WhatsApp
// drafts carry the full number (55 + area code + number) and the right text.

interface Product {
  id: number;
  name: string;
  amount: number;
}
type CartLine = { name: string; quantity: number; totalPrice: number; additionals: { ProductAdditional: { name: string } }[] };

const draft = (digits: string, text: string) => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

test("Pedir de novo fills the cart with the order's lines at today's prices; the WhatsApp links carry the right number and text", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const staff = await staffToken(request);
  const first = async <T>(path: string, token?: string) => (await apiCall<T[]>(request, "GET", path, token ? { token } : {})).body[0]!;
  const calabresa = await first<Product>("/products?where_name=Calabresa&where_product_group=Pizzas%20Grandes");
  const margherita = await first<Product>("/products?where_name=Margherita&where_product_group=Pizzas%20Grandes");
  const guarana = await first<Product>("/products?where_name=Guaran%C3%A1%202%20L");
  const dough = await first<{ id: number; name: string; amount: number }>("/product-additionals?where_name=Massa%20Tradicional&where_group=Pizzas%20Grandes", staff);
  const row = (cart_index: number, product_id: number, item_group: number, quantity: number) => ({ cart_index, item_id: product_id, item_id_parent: null, item_group, product_id, quantity, item_notes: null });
  const { body: order } = await apiCall<{ id: number; external_id: number }>(request, "POST", "/orders", {
    token: customer.token,
    data: {
      items: [
        row(0, calabresa.id, 0, 0.5),
        { cart_index: 0, item_id: dough.id, item_id_parent: calabresa.id, item_group: 0, product_id: calabresa.id, quantity: 1, item_notes: null },
        row(1, margherita.id, 0, 0.5),
        row(2, guarana.id, 1, 2),
      ],
      cart: [],
      is_delivery: false,
      order_notes: "Pedido do teste de pedir de novo",
    },
  });
  // Cancelled by the store: listed on /orders (PENDING is not) and never on the desk's board.
  await moveOrder(request, order.id, "CANCELLED_STORE");

  await openSignedIn(page, customer, "/orders");
  await page.getByRole("button", { name: `Pedir de novo o pedido #${order.external_id}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Itens" })).toBeVisible();
  const cents = (reais: number) => Math.round(reais * 100);
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as CartLine[]);
  expect(lines.map((line) => [line.name, line.quantity, cents(line.totalPrice), line.additionals.map((extra) => extra.ProductAdditional.name)])).toEqual([
    ["Calabresa", 0.5, Math.round(cents(calabresa.amount) / 2) + cents(dough.amount), [dough.name]],
    ["Margherita", 0.5, Math.round(cents(margherita.amount) / 2), []],
    ["Guaraná 2 L", 2, 2 * cents(guarana.amount), []],
  ]);
  // The cart shows the pizza as one item of two halves, and the drinks.
  await expect(page.getByText("Calabresa", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Guaraná 2 L", { exact: false }).first()).toBeVisible();

  // "Falar com a loja": the store's phone (GET /settings/store) with 55, the order number in the text.
  const { body: store } = await apiCall<{ store_info: { phone: string } }>(request, "GET", "/settings/store");
  const storeNumber = `55${store.store_info.phone.replace(/\D/g, "")}`;
  await page.goto("/orders");
  await page.getByRole("link", { name: new RegExp(`Pedido #${order.external_id}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pedido #${order.external_id}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Falar com a loja" })).toHaveAttribute("href", draft(storeNumber, `Olá! Gostaria de falar sobre o meu pedido #${order.external_id}.`));
  await page.goto("/menu");
  await expect(page.getByRole("link", { name: "Falar com a loja" })).toHaveAttribute("href", draft(storeNumber, "Olá! Gostaria de falar com a loja."));

  // "Enviar status no WhatsApp" in the backoffice's orders table: the client's number, the order and its status.
  const { body: placed } = await apiCall<{ Client: { name: string; phone: string } }>(request, "GET", `/orders/${order.id}`, { token: staff });
  await page.goto(`${urls.backoffice}/backoffice`);
  await page.evaluate((value) => localStorage.setItem("token", value), staff);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${urls.backoffice}/backoffice/orders/table?where_external_id=${order.external_id}`);
  const tableRow = page.getByRole("table", { name: "Pedidos" }).locator("tbody:not([aria-hidden])").filter({ hasText: `#${order.external_id}` });
  await tableRow.getByText(`#${order.external_id}`).dblclick();
  await expect(tableRow.getByRole("link", { name: `Enviar status no WhatsApp: pedido #${order.external_id}` })).toHaveAttribute(
    "href",
    draft(`55${placed.Client.phone}`, `Olá, Cliente! O status do seu pedido #${order.external_id} é: Cancelado pela Loja.`),
  );
});
