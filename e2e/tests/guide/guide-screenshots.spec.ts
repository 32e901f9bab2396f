import { type Locator, type Page, expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { payOrder, placeHalfAndHalfOrder } from "../../support/orders";
import { urls } from "../../support/servers";

// The pictures of docs/guia-da-loja.md, taken from the real screens at every run of the suite so
// the owner's guide never shows a screen that is gone (decision 3601). Each picture is compared
// with the committed one: a change beyond 100 pixels rewrites the file (the project runs with
// updateSnapshots "changed"), less (anti-aliasing) leaves it alone. Nothing here fails because a
// screen changed; `git status` shows which pictures to commit with the change. The project runs
// first, on the fresh demo store: the order desk and Privacidade hold only what this file puts
// there. Today's date and the time a request arrived change every run: they are masked.

/** The mask's colour: the cards' muted surface, a quiet block where a date was. */
const MASK = "#f4ede3";

const shot = (page: Page, name: string, mask: Locator[] = []) => expect(page).toHaveScreenshot(`${name}.png`, { mask, maskColor: MASK });

test("Login Administrativo", async ({ page }) => {
  await page.goto("/backoffice");
  await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
  await shot(page, "01-login");
});

test("Minha loja: Loja, Pagamentos, Pedidos e impressão", async ({ page, request }) => {
  await openAsStaff(page, request, "/backoffice/store");
  await expect(page.getByRole("heading", { level: 2, name: "Loja" })).toBeVisible();
  await shot(page, "02-minha-loja");
  await page.getByRole("tab", { name: "Pagamentos" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pagamentos" })).toBeVisible();
  await shot(page, "06-pagamentos");
  await page.getByRole("tab", { name: "Pedidos e impressão" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pedidos e impressão" })).toBeVisible();
  await shot(page, "07-impressao");
});

test("the store on a customer's phone", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: urls.storefront, viewport: { width: 390, height: 844 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Informações da loja" })).toContainText("Aberto");
  await shot(page, "02-loja-no-celular");
  await context.close();
});

test("Horários", async ({ page, request }) => {
  await openAsStaff(page, request, "/backoffice/hours");
  await expect(page.getByRole("button", { name: "Salvar horários" })).toBeVisible();
  await shot(page, "03-horarios");
});

test("CEPs", async ({ page, request }) => {
  await openAsStaff(page, request, "/backoffice/ceps?where_neighborhood=Pinheiros");
  await expect(page.getByRole("table", { name: "CEPs" }).getByText("Pinheiros").first()).toBeVisible();
  await shot(page, "04-ceps");
});

test("Produtos, with a pizza's form and photo open", async ({ page, request }) => {
  await openAsStaff(page, request, "/backoffice/products?where_product_group=Pizzas%20Grandes");
  const table = page.getByRole("table", { name: "Produtos" });
  await table.getByText("Margherita", { exact: true }).dblclick();
  await expect(page.getByRole("form", { name: "Editar Margherita" })).toBeVisible();
  await shot(page, "05-produtos");
});

test("Pedidos, Entregadores and Fechamento: one delivery through the night", async ({ page, request }) => {
  const token = await staffToken(request);
  const { body: driver } = await apiCall<{ id: number }>(request, "POST", "/drivers", { token, data: { name: "Carlos Entregas", phone: "11988887777", is_active: true } });
  const order = await placeHalfAndHalfOrder(request, "Sem cebola, por favor");
  await payOrder(request, order);

  await openAsStaff(page, request, "/backoffice/orders");
  await expect(page.getByRole("article", { name: `#${order.external_id}` })).toBeVisible();
  await shot(page, "08-pedidos");

  for (const to_state of ["PREPARATION", "DISPATCHED", "DELIVERED"]) {
    await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state, ...(to_state === "DISPATCHED" ? { driver_id: driver.id } : {}) } });
  }
  await page.goto("/backoffice/drivers");
  await expect(page.getByRole("table", { name: "Entregadores" }).getByText("Carlos Entregas")).toBeVisible();
  await shot(page, "09-entregadores");
  await page.goto("/backoffice/drivers/closing");
  await expect(page.getByRole("rowheader", { name: "Carlos Entregas" })).toBeVisible();
  await shot(page, "10-fechamento", [page.getByLabel("Data"), page.getByRole("heading", { name: /^Fechamento dos entregadores/ })]);
});

test("Cupons, with a free-delivery coupon", async ({ page, request }) => {
  const token = await staffToken(request);
  await apiCall(request, "POST", "/coupons", {
    token,
    data: { code: "FRETE80", name: "Entrega grátis acima de R$ 80", kind: "free_delivery", min_subtotal: 80, order_types: ["delivery"], max_uses_per_client: 0 },
  });
  await openAsStaff(page, request, "/backoffice/coupons");
  const table = page.getByRole("table", { name: "Cupons" });
  await expect(table.getByText("Entrega grátis em pedidos a partir de R$ 80,00")).toBeVisible();
  await shot(page, "12-cupons");
});

test("Privacidade, with a removal request", async ({ page, request }) => {
  await apiCall(request, "POST", "/clients/remove-data-request", { data: { name: "Joana Ribeiro", phone: "11955554444", email: "joana@example.com" } });
  await openAsStaff(page, request, "/backoffice/privacy");
  await expect(page.getByRole("table", { name: "Pedidos de remoção de dados" }).getByText("Joana Ribeiro")).toBeVisible();
  const table = page.getByRole("table", { name: "Pedidos de remoção de dados" });
  await shot(page, "11-privacidade", [table.locator("tbody:not([aria-hidden]) > tr > :first-child")]);
});
