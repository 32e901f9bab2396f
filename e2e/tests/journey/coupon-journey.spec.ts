import { type Page, devices, expect, test } from "@playwright/test";
import { formatCentavos } from "@forno/domain/format";
import { wallClock } from "@forno/domain/store-hours";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { urls } from "../../support/servers";
import { addWholeCalabresa, newCustomer, openSignedIn } from "../../support/storefront";

// Coupons (growth.md section 1, issue 31): the staff create "PRIMEIRA10" (10% on the first order,
// from R$ 40,00) in Cupons and copy its share link; a new customer opens it on the phone, sees the
// coupon's conditions and the discount in the cart, pays the discounted total by Pix and sees the
// discount on /order; the same customer's second order is refused; the desk's card and the
// report show the discount. Runs in the "journey" project; the only coupon of the run.

/** Seeded prices (apps/api/src/db/seed), in centavos: a whole Calabresa, and Rua Aspicuelta's fee. */
const CALABRESA = 5490;
const FEE = 500;
const DISCOUNT = 549; // 10% of R$ 54,90, half up
const TOTAL = CALABRESA + FEE - DISCOUNT;

/** That exact money string (its no-break space included), as journey.spec.ts matches it. */
const money = (centavos: number) => new RegExp(formatCentavos(centavos).replace(/[$.]/g, "\\$&"));
const LIVE = { timeout: 20_000 };

/** Review screenshots, only when SCREENSHOTS_DIR is set (as journey.spec.ts). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/coupons-${name}.png`, fullPage: true });
}

test("coupons: PRIMEIRA10 from the backoffice to a new customer's first order, refused on the second, on the desk and in the report", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const staff = await browser.newContext({
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    baseURL: urls.backoffice,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  try {
    // 1. The staff create the coupon in Cupons, with plain controls, and copy its share link.
    const desk = await staff.newPage();
    await openAsStaff(desk, request, "/backoffice/coupons");
    await expect(desk.getByRole("heading", { level: 1, name: "Cupons" })).toBeVisible();
    await desk.getByRole("button", { name: "Novo cupom" }).click();
    const dialog = desk.getByRole("dialog", { name: "Novo cupom" });
    await dialog.getByLabel("Código").fill("PRIMEIRA10");
    await dialog.getByLabel("Nome").fill("10% no primeiro pedido");
    await expect(dialog.getByRole("radio", { name: "Porcentagem" })).toBeChecked();
    await expect(dialog.getByLabel("Desconto em porcentagem")).toHaveValue("10");
    await dialog.getByLabel(/^Pedido mínimo em reais/).fill("40,00");
    await dialog.getByRole("checkbox", { name: "Só no primeiro pedido do cliente" }).check();
    await expectNoAxeViolations(desk);
    await dialog.getByRole("button", { name: "Criar cupom" }).click();
    await expect(desk.getByText("Cupom PRIMEIRA10 criado")).toBeVisible();
    const row = desk.getByRole("table", { name: "Cupons" }).locator("tr").filter({ hasText: "PRIMEIRA10" });
    await expect(row).toContainText("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente");
    // A counter laptop (1280 px, decision 2100): the table and its actions fit without sideways scrolling.
    const overflow = await desk.getByRole("table", { name: "Cupons" }).evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow, "the coupons table scrolls sideways").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(desk);
    await row.getByRole("button", { name: "Copiar link do cupom PRIMEIRA10" }).click();
    const link = await desk.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${urls.storefront}/cart?cupom=PRIMEIRA10`);

    // 2. A new customer opens the link on the phone: the coupon waits for the cart's items.
    const customer = await newCustomer(request);
    await openSignedIn(page, customer, link.slice(urls.storefront.length));
    await expect(page.getByText("O cupom PRIMEIRA10 fica guardado para este carrinho.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Ver cardápio" }).click();
    await addWholeCalabresa(page);

    // 3. The cart: the conditions before use, the discount line and the server's total.
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole("radio", { name: /^Entrega Casa/ }).check();
    const coupon = page.getByRole("region", { name: "Cupom de desconto" });
    await expect(coupon).toContainText("10% no primeiro pedido");
    await expect(coupon).toContainText("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente");
    const summary = page.getByRole("region", { name: "Resumo do pedido" });
    await expect(summary.getByText("Desconto (PRIMEIRA10)")).toBeVisible();
    await expect(summary).toContainText(money(-DISCOUNT));
    await expect(summary).toContainText(money(TOTAL));
    await expectNoAxeViolations(page);
    await shot(page, "1-cart");
    const pay = page.getByRole("button", { name: /^Pagar \|/ });
    await expect(pay).toHaveText(money(TOTAL));
    await pay.click();

    // 4. Pix for the discounted total.
    await expect(page).toHaveURL(/\/checkout$/);
    const title = page.getByRole("heading", { level: 1, name: /^Pedido #\d+$/ });
    const externalId = Number(/#(\d+)/.exec((await title.textContent()) ?? "")?.[1]);
    await expect(page.getByText("Escolha como você quer pagar")).toHaveText(money(TOTAL));
    await expect(page.getByRole("region", { name: "Resumo do pedido" }).getByText("Desconto (PRIMEIRA10)")).toBeVisible();
    await page.getByRole("button", { name: /^Pix/ }).click();
    await expect(page).toHaveURL(/\/checkout\/pix$/);
    const amount = (TOTAL / 100).toFixed(2);
    expect(await page.getByLabel("Código Pix copia e cola").inputValue()).toContain(`54${String(amount.length).padStart(2, "0")}${amount}`);
    await expect(page.getByText("Total").locator("..")).toContainText(money(TOTAL));
    await expectNoAxeViolations(page);
    await page.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
    await expect(page).toHaveURL(/\/$/);

    // 5. /order shows the discount.
    const homeOrder = page.getByRole("region", { name: `Pedido #${externalId}` });
    await homeOrder.getByRole("link", { name: "Acompanhar pedido" }).click();
    await expect(page).toHaveURL(/\/order$/);
    const orderSummary = page.getByRole("region", { name: "Resumo" });
    await expect(orderSummary.getByText("Desconto (PRIMEIRA10)")).toBeVisible();
    await expect(orderSummary).toContainText(money(-DISCOUNT));
    await expect(orderSummary).toContainText(money(TOTAL));
    await expectNoAxeViolations(page);
    await shot(page, "2-order");

    // 6. The same customer's second order: the cart refuses the coupon with the contract's message, and so does the server.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    await page.getByRole("button", { name: "Ver cardápio" }).click();
    await addWholeCalabresa(page);
    await page.getByRole("radio", { name: /^Entrega Casa/ }).check();
    const field = page.getByRole("textbox", { name: "Cupom de desconto" });
    await field.fill("primeira10");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(field).toHaveAccessibleDescription("Você já usou este cupom.");
    await expect(summary.getByText(/Desconto/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, "3-refused");
    const first = async (path: string, token?: string) => (await apiCall<Array<{ id: number }>>(request, "GET", path, token ? { token } : {})).body[0]!;
    const calabresa = await first("/products?where_name=Calabresa&where_product_group=Pizzas%20Grandes");
    const dough = await first("/product-additionals?where_name=Massa%20Tradicional&where_group=Pizzas%20Grandes", await staffToken(request));
    const second = await apiCall<{ message: string }>(request, "POST", "/orders", {
      token: customer.token,
      allow: [422],
      data: {
        items: [
          { cart_index: 0, item_id: calabresa.id, item_id_parent: null, item_group: 0, product_id: calabresa.id, quantity: 1 },
          { cart_index: 0, item_id: dough.id, item_id_parent: calabresa.id, item_group: 0, product_id: calabresa.id, quantity: 1 },
        ],
        is_delivery: false,
        coupon_code: "primeira10",
      },
    });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe("Você já usou este cupom.");

    // 7. The desk's card and the report show the discount.
    await desk.goto("/backoffice/orders");
    await expectNewestCardInColumn(desk, "Novos", externalId);
    const card = desk.getByRole("article", { name: `#${externalId}` });
    await expect(card.getByText("Desconto (PRIMEIRA10)")).toBeVisible(LIVE);
    await expect(card).toContainText(money(-DISCOUNT));
    await expect(card).toContainText(money(TOTAL));
    await shot(desk, "4-desk");
    const today = wallClock(Date.now(), "America/Sao_Paulo").date;
    await desk.goto(`/backoffice/reports?from=${today}&to=${today}`);
    await expect(desk.getByTestId("figure-Descontos")).toContainText(money(DISCOUNT));
    const coupons = desk.getByRole("table", { name: /Cupons mais usados/ });
    const couponRow = coupons.getByRole("row").filter({ has: desk.getByRole("rowheader", { name: "PRIMEIRA10" }) });
    await expect(couponRow.getByRole("cell")).toHaveText(["1", money(DISCOUNT)]);
    await expectNoAxeViolations(desk);
    await shot(desk, "5-report");
  } finally {
    await staff.close();
  }
});
