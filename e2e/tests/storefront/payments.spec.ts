import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall } from "../../support/backoffice";
import { newCustomer, openSignedIn, orderToCheckout, type Customer } from "../../support/storefront";

// Paying in the sandbox from a phone-sized window: Pix with "Simular pagamento", test cards
// (APRO approved, OTHE refused), saved cards. Each test signs up its own customer; none changes
// store-wide state. They create orders, so they run one after the other like ordering.spec.ts.
test.describe.configure({ mode: "serial" });

async function orderState(page: Page, customer: Customer, orderId: number): Promise<string> {
  const { body } = await apiCall<{ OrderStateHistory: Array<{ to_state: string }> }>(page.request, "GET", `/orders/${orderId}`, { token: customer.token });
  return body.OrderStateHistory.at(-1)!.to_state;
}

async function payWithTestCard(page: Page, holder: string) {
  await page.getByLabel("Número do cartão").fill("4235 6477 2802 5682");
  await page.getByLabel("Nome do titular (como no cartão)").fill(holder);
  await page.getByLabel("Validade (MM/AA)").fill("11/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pagar \| R\$/ }).click();
}

async function expectPaidAtHome(page: Page, externalId: number) {
  await expect(page).toHaveURL(/\/$/);
  const latest = page.getByRole("region", { name: new RegExp(`Pedido #${externalId}`) });
  await expect(latest).toContainText("Pedido Pago");
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
}

test("Pix: the QR and its code, 'Simular pagamento', home shows the order paid and the cart is empty", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: /^Pix/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pix$/);
  await expect(page.getByRole("img", { name: `QR Code do Pix do pedido #${order.external_id}` })).toBeVisible();
  const code = await page.getByLabel("Código Pix copia e cola").inputValue();
  expect(code.startsWith("000201")).toBe(true);
  expect(code).toContain("br.gov.bcb.pix");
  expect(code).toContain("540512.90");
  await expect(page.getByText("Total").locator("..")).toContainText("R$ 12,90");
  await expect(page.getByRole("link", { name: new RegExp(`^Pedido #${order.external_id} .*ver detalhes`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
  await expectPaidAtHome(page, order.external_id);
  await page.goto("/cart");
  await expect(page.getByText("Seu carrinho está vazio")).toBeVisible();

  // The order detail shows how it was paid, from the real API.
  await page.goto("/orders");
  await page.getByRole("link", { name: new RegExp(`Pedido #${order.external_id}`) }).click();
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("Pix");
});

test("card APRO: approved, home shows the order paid; the card is saved and can be removed", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  await page.getByRole("link", { name: /^Cartão de Crédito/ }).click();
  await expect(page).toHaveURL(/\/checkout\/credit-card$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pagamento" })).toBeVisible();
  await expect(page.getByLabel("Número do cartão")).toBeVisible();
  // Our own checks first, with their messages.
  await page.getByRole("button", { name: /^Pagar \| R\$/ }).click();
  await expect(page.getByText("Número do cartão inválido")).toBeVisible();
  await expect(page.getByText("Nome do titular é obrigatório")).toBeVisible();
  await expectNoAxeViolations(page);

  await payWithTestCard(page, "APRO");
  await expectPaidAtHome(page, order.external_id);
  await page.goto("/orders");
  await page.getByRole("link", { name: new RegExp(`Pedido #${order.external_id}`) }).click();
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("Cartão de Crédito");

  await page.goto("/user/credit-cards");
  await expect(page.getByRole("heading", { level: 1, name: "Cartões" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Seus cartões" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText("APRO");
  await expect(cards).toContainText("Visa");
  await expect(cards).toContainText("5682");
  await expect(cards.getByRole("img", { name: "visa" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remover o cartão terminado em 5682" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remover Cartão" });
  await expect(dialog).toContainText("Deseja remover o cartão •••• 5682?");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Sim, remover" }).click();
  await expect(page.getByRole("heading", { name: "Você ainda não tem cartões cadastrados." })).toBeVisible();
  await expect(page.getByText("Faça sua primeira compra para cadastrar um cartão.")).toBeVisible();
});

test("card OTHE: the error shows, the order stays payable and a good card then pays it", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  await page.getByRole("link", { name: /^Cartão de Crédito/ }).click();
  await payWithTestCard(page, "OTHE");
  await expect(page.getByRole("alert")).toContainText("Houve um erro durante o processamento da cobrança, tente novamente.");
  await expect(page.getByText("Processando Pagamento")).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/credit-card$/);
  expect(await orderState(page, customer, order.id)).toBe("PENDING");
  await expectNoAxeViolations(page);

  await page.getByLabel("Nome do titular (como no cartão)").fill("APRO");
  await page.getByRole("button", { name: /^Pagar \| R\$/ }).click();
  await expectPaidAtHome(page, order.external_id);
  expect(await orderState(page, customer, order.id)).toBe("PAID");
});

test("/user/credit-cards without cards: the empty state", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  await openSignedIn(page, customer, "/user/credit-cards");
  await expect(page.getByRole("heading", { name: "Você ainda não tem cartões cadastrados." })).toBeVisible();
  await expectNoAxeViolations(page);
});
