import { devices, expect, test, type Locator, type Page } from "@playwright/test";
import { formatCentavos } from "@forno/domain/format";
import { newAccount } from "../../support/accounts";
import { expectNoAxeViolations } from "../../support/axe";
import { DEMO_STAFF } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { urls } from "../../support/servers";

// One customer's whole evening, through the two apps' screens only: sign-up, an address, a
// half-and-half pizza and a drink for delivery, Pix in the sandbox, then the staff member moves
// the order to DELIVERED in the backoffice while the customer's phone follows it live.
// Runs in the "journey" project, before the store-offline projects (playwright.config.ts).

// Seeded prices (apps/api/src/db/seed), in centavos; each is also checked where the screens show it.
const PRICE = {
  quatroQueijos: 6990,
  pepperoni: 7290,
  suco: 1190,
  /** Rua Harmonia (CEP 05435-000, an active area of the demo store). */
  deliveryFee: 650,
};
const half = (centavos: number) => Math.round(centavos / 2);

/**
 * A pattern for that exact money string. Playwright's string matchers treat U+00A0 as a space;
 * a regular expression is matched against the raw text, so this one also checks the no-break space.
 * ("R$\u00a06,50" cannot match inside "R$\u00a016,50"; a table row's cells run together, so no end anchor.)
 */
function money(centavos: number): RegExp {
  return new RegExp(formatCentavos(centavos).replace(/[$.]/g, "\\$&"));
}

/** Review screenshots, only when SCREENSHOTS_DIR is set (as tests/storefront/screenshots.spec.ts). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/journey-${name}.png` });
}

async function searchAndOpen(page: Page, query: string, name: RegExp) {
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill(query);
  await page.getByRole("link", { name }).click();
}

/** The order's state badge (the timeline also lists every step's label, reached or not). */
const badge = (scope: Page | Locator, label: string) => scope.locator("[data-tone]").getByText(label, { exact: true });
const currentStep = (scope: Page | Locator) => scope.getByRole("list", { name: "Andamento do pedido" }).locator('li[aria-current="step"]');

// Live updates travel API -> event stream -> browser on a loaded 2-core machine: give them room.
const LIVE = { timeout: 20_000 };

test("journey: a new customer orders half-and-half + a drink, pays by Pix; staff moves it to DELIVERED while the phone follows live", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const account = newAccount();
  const subtotal = half(PRICE.quatroQueijos) + half(PRICE.pepperoni) + PRICE.suco;
  const total = subtotal + PRICE.deliveryFee;

  // 1. Sign-up, from the home page of a first-time visitor.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Bem vindo" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Acessar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acessar" })).toBeVisible();
  await page.getByRole("link", { name: "Cadastre-se" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cadastre-se" })).toBeVisible();
  await page.getByLabel("Nome completo").fill(account.name);
  await page.getByLabel("CPF ou CNPJ").pressSequentially(account.document);
  await expect(page.getByLabel("CPF ou CNPJ")).toHaveValue(account.masked);
  await page.getByLabel("Telefone").pressSequentially(account.phone);
  await page.getByLabel("Senha").fill(account.password);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Beatriz!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // 2. A delivery address in an active area, from the profile.
  await page.getByRole("link", { name: "Perfil" }).click();
  await page.getByRole("navigation", { name: "Perfil" }).getByRole("link", { name: "Endereços" }).click();
  await expect(page.getByRole("heading", { name: "Nenhum endereço cadastrado" })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar endereço" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
  const cep = page.getByLabel("CEP");
  await cep.pressSequentially("05435000");
  await expect(cep).toHaveValue("05435-000");
  await page.getByLabel("Número").click();
  await expect(page.getByText("Rua Harmonia")).toBeVisible();
  await expect(page.getByText("Taxa de entrega:")).toHaveText(money(PRICE.deliveryFee));
  await page.getByLabel("Número").fill("250");
  await page.getByLabel(/^Complemento/).fill("Fundos");
  await page.getByLabel(/^Apelido/).fill("Casa");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  const addresses = page.getByRole("list", { name: "Seus endereços" });
  await expect(addresses.getByRole("listitem")).toHaveCount(1);
  await expect(addresses).toContainText("Rua Harmonia, 250, Fundos");
  await expect(addresses).toContainText("Principal");

  // 3. A half-and-half from "Pizzas Grandes" and a drink, for delivery.
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Cardápio" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pizzas Grandes" })).toBeVisible();
  await expectNoAxeViolations(page);
  await searchAndOpen(page, "quatro queijos", /^Quatro Queijos Mussarela, provolone/);
  await expect(page.getByRole("heading", { level: 1, name: "Quatro Queijos" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Adicionar \|/ })).toHaveText(money(PRICE.quatroQueijos));
  await page.getByRole("button", { name: "Escolher" }).click();
  await page.getByRole("dialog", { name: "Como você quer sua pizza?" }).getByRole("radio", { name: /^Meio a meio/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await page.getByRole("radio", { name: "Massa Tradicional" }).check();
  const addHalf = page.getByRole("button", { name: /^Adicionar \|/ });
  await expect(addHalf).toHaveText(money(half(PRICE.quatroQueijos)));
  await expectNoAxeViolations(page);
  await addHalf.click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByText("Falta 1/2 da sua pizza")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Pizzas Grandes"]);

  await searchAndOpen(page, "pepperoni", /^Pepperoni Pepperoni artesanal, mussarela e molho/);
  await expect(page.getByText("Pizza: 1/2")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Adicionar \|/ })).toHaveText(money(half(PRICE.pepperoni)));
  await page.getByRole("button", { name: /^Adicionar \|/ }).click();
  await expect(page).toHaveURL(/\/catalog$/);

  await searchAndOpen(page, "suco", /^Suco de Laranja Natural/);
  await expect(page.getByRole("button", { name: /^Adicionar \|/ })).toHaveText(money(PRICE.suco));
  await page.getByRole("button", { name: /^Adicionar \|/ }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Pizza meio a meio")).toBeVisible();
  await page.getByRole("radio", { name: /^Entrega Casa - Rua Harmonia, 250, Fundos/ }).check();
  await expect(page.getByText("Taxa de entrega:")).toHaveText(money(PRICE.deliveryFee));
  const cartSummary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(cartSummary).toContainText(money(subtotal));
  await expect(cartSummary).toContainText(money(PRICE.deliveryFee));
  await expect(cartSummary).toContainText(money(total));
  await expectNoAxeViolations(page);
  await shot(page, "1-cart");
  const pay = page.getByRole("button", { name: /^Pagar \|/ });
  await expect(pay).toHaveText(money(total));
  await pay.click();

  // 4. Pix in the sandbox.
  await expect(page).toHaveURL(/\/checkout$/);
  const title = page.getByRole("heading", { level: 1, name: /^Pedido #\d+$/ });
  await expect(title).toBeVisible();
  const externalId = Number(/#(\d+)/.exec((await title.textContent()) ?? "")?.[1]);
  expect(externalId).toBeGreaterThan(0);
  const orderName = `Pedido #${externalId}`;
  await expect(page.getByText("Escolha como você quer pagar")).toHaveText(money(total));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Pix/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pix$/);
  await expect(page.getByRole("img", { name: `QR Code do Pix do pedido #${externalId}` })).toBeVisible();
  // The EMV "copia e cola" code carries the amount as field 54: length, then "89.80".
  const amountField = (total / 100).toFixed(2);
  expect(await page.getByLabel("Código Pix copia e cola").inputValue()).toContain(`54${String(amountField.length).padStart(2, "0")}${amountField}`);
  await expect(page.getByText("Total").locator("..")).toContainText(money(total));
  await expectNoAxeViolations(page);
  await shot(page, "2-pix");
  await page.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();

  // Paid: the app goes home, at the top of the page, which shows the order and its timeline.
  await expect(page).toHaveURL(/\/$/);
  const homeOrder = page.getByRole("region", { name: orderName });
  await expect(badge(homeOrder, "Pedido Pago")).toBeVisible();
  await expect(currentStep(homeOrder)).toHaveAttribute("data-state", "PAID");
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Beatriz!" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: /^Carrinho/ })).toHaveAccessibleName("Carrinho");
  await expectNoAxeViolations(page);
  await shot(page, "3-home-paid");

  // 5. The staff member, on a desktop browser of their own.
  const staff = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: urls.backoffice, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  try {
    const desk = await staff.newPage();
    await desk.goto("/backoffice");
    await expect(desk.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
    await desk.getByLabel("Documento").pressSequentially(DEMO_STAFF.document);
    await expect(desk.getByLabel("Documento")).toHaveValue(DEMO_STAFF.masked);
    await desk.getByLabel("Senha").fill(DEMO_STAFF.password);
    await desk.getByRole("button", { name: "Entrar" }).click();
    // The first screen is the Dashboard; the live order desk is one click away, where the paid order waits in Novos.
    await expect(desk).toHaveURL(/\/backoffice\/dashboard$/);
    await desk.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Pedidos" }).click();
    await expect(desk).toHaveURL(/\/backoffice\/orders$/);
    await expectNewestCardInColumn(desk, "Novos", externalId);
    await desk.getByRole("navigation", { name: "Visualização dos pedidos" }).getByRole("link", { name: "Tabela" }).click();
    await expect(desk).toHaveURL(/\/backoffice\/orders\/table/);
    await expect(desk.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();

    await desk.getByRole("searchbox", { name: "Pedido" }).fill(String(externalId));
    await expect(desk).toHaveURL(new RegExp(`where_external_id=${externalId}`));
    const table = desk.getByRole("table", { name: "Pedidos" });
    const row = table.locator("tbody:not([aria-hidden])").filter({ hasText: `#${externalId}` });
    const dataRow = row.locator("tr").first();
    await expect(dataRow.getByText("Pedido Pago", { exact: true })).toBeVisible();
    await expect(dataRow).toContainText(account.name);
    await expect(dataRow).toContainText("Rua Harmonia, 250");
    await expect(dataRow).toContainText(money(total));
    // At 1280 px every column fits without sideways scrolling (issue 21, decision 2100): Endereço keeps
    // at least its 128 px minimum and wraps to two lines; layout-at-1280.spec.ts checks the rest.
    expect((await table.getByRole("columnheader", { name: "Endereço" }).boundingBox())?.width).toBeGreaterThanOrEqual(128);
    await row.getByRole("button", { name: `Detalhes do pedido #${externalId}` }).click();
    await expect(row.getByRole("region", { name: "Resumo do pedido" })).toContainText(money(total));
    await expectNoAxeViolations(desk);
    await shot(desk, "4-backoffice-paid");

    // 6. PAID -> PREPARATION -> DISPATCHED -> DELIVERED, each move followed on the phone without a reload:
    // first on the home's card, then on /order, then home again and back.
    const move = async (label: string) => {
      await row.getByRole("combobox", { name: "Atualizar status para" }).selectOption({ label });
      await row.getByRole("button", { name: "Atualizar" }).click();
      await expect(desk.getByText(`Pedido #${externalId}: ${label}`)).toBeVisible();
      await expect(dataRow.getByText(label, { exact: true })).toBeVisible();
    };
    await move("Em Preparo");
    await expect(badge(homeOrder, "Em Preparo"), "the home's card shows PREPARATION").toBeVisible(LIVE);
    await expect(currentStep(homeOrder)).toHaveAttribute("data-state", "PREPARATION");
    await shot(page, "5-home-preparation");

    await homeOrder.getByRole("link", { name: "Acompanhar pedido" }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole("heading", { level: 1, name: orderName })).toBeVisible();
    await expect(badge(page, "Em Preparo")).toBeVisible();
    await expectNoAxeViolations(page);
    await move("Saiu para Entrega");
    await expect(badge(page, "Saiu para Entrega"), "/order shows DISPATCHED").toBeVisible(LIVE);
    await expect(currentStep(page)).toHaveAttribute("data-state", "DISPATCHED");
    await expect(page.getByText(/Horário previsto para entrega\/retirada: \d\d:\d\d/)).toBeVisible();
    await shot(page, "6-order-dispatched");

    await page.getByRole("button", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(badge(homeOrder, "Saiu para Entrega")).toBeVisible();
    await expect(currentStep(homeOrder)).toHaveAttribute("data-state", "DISPATCHED");
    await homeOrder.getByRole("link", { name: "Acompanhar pedido" }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(badge(page, "Saiu para Entrega")).toBeVisible();

    await move("Entregue");
    await expect(badge(page, "Entregue"), "/order shows DELIVERED").toBeVisible(LIVE);
    await expect(page.getByText("Pedido entregue. Bom apetite!")).toBeVisible();
    await expect(page.getByRole("list", { name: "Andamento do pedido" })).toHaveCount(0);
    await shot(desk, "7-backoffice-delivered");
  } finally {
    await staff.close();
  }

  // 7. The order in the customer's history, with amount + delivery fee.
  const summary = page.getByRole("region", { name: "Resumo" });
  await expect(summary).toContainText(money(subtotal));
  await expect(summary).toContainText(money(PRICE.deliveryFee));
  await expect(summary).toContainText(money(total));
  await expect(summary).toContainText("Pix");
  await expect(summary).toContainText("Casa - Rua Harmonia, 250, Fundos");
  await expectNoAxeViolations(page);
  await shot(page, "8-order-delivered");

  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Pedidos" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const historyRow = page.getByRole("link", { name: new RegExp(`^${orderName}\\b`) });
  await expect(historyRow).toContainText("Entregue");
  await expect(historyRow).toContainText("1/2 Quatro Queijos, 1/2 Pepperoni, 1x Suco de Laranja Natural");
  await expect(historyRow).toContainText(money(total));
  await expect(page.getByRole("link", { name: /^Pedido #/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shot(page, "9-orders");
});
