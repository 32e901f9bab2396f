import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { approvePayment, latestOrder, moveOrder, newCustomer, openSignedIn, type Customer } from "../../support/storefront";

// Every test that creates orders lives here and runs serially. Taking the store offline is in
// tests/store-offline/, a project that runs after every other one.
test.describe.configure({ mode: "serial" });

let customer: Customer;

async function searchAndOpen(page: Page, query: string, name: RegExp) {
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill(query);
  await page.getByRole("link", { name }).click();
}

test("a half-and-half pizza for delivery: address, fee, order, /orders, /order, live updates", async ({ page, request }) => {
  test.setTimeout(120_000);
  customer = await newCustomer(request);
  await openSignedIn(page, customer, "/");
  await expect(page.getByRole("heading", { name: "Olá, Cliente!" })).toBeVisible();
  // The customer's only address is the default one: it is selected by itself.
  await expect(page.getByRole("button", { name: /Casa - Rua Aspicuelta, 120, Apto 42/ })).toBeVisible();
  await page.getByRole("button", { name: /Casa - Rua Aspicuelta/ }).click();
  const picker = page.getByRole("dialog", { name: "Selecione um endereço" });
  await expect(picker.getByRole("img", { name: "Principal" })).toBeVisible();
  await expectNoAxeViolations(page);
  await picker.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Cardápio" }).click();
  await searchAndOpen(page, "margherita", /^Margherita Molho/);
  await page.getByRole("button", { name: "Escolher" }).click();
  await page.getByRole("dialog", { name: "Como você quer sua pizza?" }).getByRole("radio", { name: /^Meio a meio/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await page.getByRole("radio", { name: "Massa Tradicional" }).check();
  await page.getByRole("tab", { name: "Adicionais" }).click();
  await page.getByRole("checkbox", { name: /^Bacon/ }).check();
  await page.getByRole("button", { name: "Adicionar | R$ 34,95" }).click();
  await searchAndOpen(page, "calabresa", /^Calabresa Calabresa/);
  await page.getByRole("button", { name: "Adicionar | R$ 27,45" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();

  await expect(page.getByRole("button", { name: /^Pagar/ })).toBeDisabled();
  await page.getByRole("radio", { name: /^Entrega/ }).check();
  await expect(page.getByText("Taxa de entrega: R$ 5,00")).toBeVisible();
  const summary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(summary).toContainText("R$ 62,40");
  await expect(summary).toContainText("R$ 5,00");
  await expect(summary).toContainText("R$ 67,40");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pagar | R$ 67,40" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const order = await latestOrder(request, customer);
  await expect(page.getByRole("heading", { name: `Pedido #${order.external_id}` })).toBeVisible();
  await expect(page.getByText("Escolha como você quer pagar R$ 67,40.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pix/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cartão de Crédito/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await approvePayment(request, customer, order.id);
  await page.goto("/orders");
  const row = page.getByRole("link", { name: new RegExp(`Pedido #${order.external_id}`) });
  await expect(row).toContainText("Pedido Pago");
  await expect(row).toContainText("R$ 67,40");
  await expect(row).toContainText("1/2 Margherita, 1/2 Calabresa");
  await expectNoAxeViolations(page);

  await row.click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole("heading", { level: 1, name: `Pedido #${order.external_id}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("Casa - Rua Aspicuelta, 120, Apto 42");
  await expectNoAxeViolations(page);

  // The kitchen starts it: the open page follows without a reload.
  await moveOrder(request, order.id, "PREPARATION");
  await expect(page.locator("[data-tone]").getByText("Em Preparo")).toBeVisible();
  await expect(page.getByText(/Horário previsto para entrega\/retirada: \d\d:\d\d/)).toBeVisible();
  await moveOrder(request, order.id, "DISPATCHED");
  await expect(page.locator("[data-tone]").getByText("Saiu para Entrega")).toBeVisible();
});

test("with an order on its way, paying again asks first", async ({ page }) => {
  test.skip(!customer, "needs the customer of the delivery test");
  await openSignedIn(page, customer, "/");
  await expect(page.getByRole("region", { name: /Pedido #/ })).toContainText("Saiu para Entrega");
  await page.goto("/catalog");
  await searchAndOpen(page, "guaraná 2", /^Guaraná 2 L/);
  await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await expect(page.getByText(/em andamento: Saiu para Entrega/)).toBeVisible();
  await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
  await page.getByRole("button", { name: "Pagar | R$ 12,90" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Já existe um pedido em aberto, deseja realizar um novo?");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("pickup: no address needed, no fee, 'Retirado no balcão'", async ({ page, request }) => {
  const buyer = await newCustomer(request, { withAddress: false });
  await openSignedIn(page, buyer, "/catalog");
  await searchAndOpen(page, "guaraná 2", /^Guaraná 2 L/);
  await page.getByRole("button", { name: "Aumentar quantidade" }).click();
  await page.getByRole("button", { name: "Adicionar | R$ 25,80" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await expect(page.getByRole("radio", { name: /^Entrega/ })).toHaveCount(0);
  await expect(page.getByText("Selecione um endereço para receber seu pedido em casa.")).toBeVisible();
  await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
  await page.getByRole("button", { name: "Pagar | R$ 25,80" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(summary).toContainText("Retirado no balcão");
  await expect(summary).toContainText("R$ 25,80");
});
