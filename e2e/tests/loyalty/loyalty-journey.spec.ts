import { type Page, devices, expect, test } from "@playwright/test";
import { formatCentavos } from "@forno/domain/format";
import { expectNoAxeViolations } from "../../support/axe";
import { openAsStaff } from "../../support/backoffice";
import { payOrder, placeHalfAndHalfOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { addWholeCalabresa, moveOrder, newCustomer, openSignedIn, setSetting } from "../../support/storefront";

// The loyalty card (growth.md section 2, issue 32): the staff turn the program on in Minha loja with
// 2 stamps for a free pizza; a new customer's two delivered half-and-half pizzas (each counted once)
// fill the card on the home; the next order uses the reward in the cart, pays the discounted total
// by Pix, and the card starts again. Runs in its own project, after the ones that read the home or
// count orders, and turns the program off again.

/** Seeded prices (apps/api/src/db/seed), in centavos: a whole Calabresa, and Rua Aspicuelta's fee. */
const CALABRESA = 5490;
const FEE = 500;
const TOTAL = CALABRESA + FEE - CALABRESA;

const money = (centavos: number) => new RegExp(formatCentavos(centavos).replace(/[$.]/g, "\\$&"));
/** The home's card waits for the first screen to settle (decision 3220). */
const CARD = { timeout: 20_000 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/loyalty-${name}.png`, fullPage: true });
}

test("loyalty: the staff turn the card on, two delivered pizzas fill it, the reward pays a pizza by Pix and the card starts again", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const staff = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  try {
    // 1. Minha loja > Cartão fidelidade: on, 2 stamps (the rest as a new store has them: a free pizza of up to R$ 60,00).
    const office = await staff.newPage();
    await openAsStaff(office, request, "/backoffice/store?secao=fidelidade");
    const panel = office.getByRole("tabpanel");
    await panel.getByRole("switch", { name: "Cartão fidelidade ativo" }).click();
    const needed = panel.getByRole("spinbutton", { name: "Selos para uma recompensa" });
    await needed.fill("2");
    await expect(panel.getByRole("status")).toHaveText(/Uma pizza grátis \(até R\$\s60,00\) a cada 2 selos/);
    await expectNoAxeViolations(office);
    await panel.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(office.getByText("Alterações salvas")).toBeVisible();

    // 2. A new customer's two half-and-half pizzas (and drinks, which earn nothing), paid and delivered.
    const customer = await newCustomer(request);
    for (const note of ["Primeira pizza do cartão", "Segunda pizza do cartão"]) {
      const order = await placeHalfAndHalfOrder(request, note, customer.token);
      await payOrder(request, order, customer.token);
      for (const state of ["PREPARATION", "DISPATCHED", "DELIVERED"]) await moveOrder(request, order.id, state);
    }

    // 3. The home: the full card, its reward waiting.
    await openSignedIn(page, customer, "/");
    const card = page.getByRole("region", { name: "Cartão fidelidade" });
    await expect(card).toContainText("2 de 2 selos", CARD);
    await expect(card).toContainText("Você tem 1 recompensa");
    await expect(card).toContainText(/Ao completar o cartão: Uma pizza grátis \(até R\$\s60,00\)/);
    await expectNoAxeViolations(page);
    await shot(page, "1-home-full");

    // 4. The next order uses the reward: the Calabresa comes off, the delivery fee is what is left to pay.
    await page.getByRole("link", { name: "Ver cardápio" }).click();
    await addWholeCalabresa(page);
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole("radio", { name: /^Entrega Casa/ }).check();
    await page.getByRole("checkbox", { name: "Usar recompensa" }).check();
    const summary = page.getByRole("region", { name: "Resumo do pedido" });
    await expect(summary.getByText("Desconto (recompensa do cartão fidelidade)")).toBeVisible();
    await expect(summary).toContainText(money(-CALABRESA));
    await expect(summary).toContainText(money(TOTAL));
    await expectNoAxeViolations(page);
    await shot(page, "2-cart-reward");
    const pay = page.getByRole("button", { name: /^Pagar \|/ });
    await expect(pay).toHaveText(money(TOTAL));
    await pay.click();

    // 5. Pix for R$ 5,00.
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole("button", { name: /^Pix/ }).click();
    await expect(page).toHaveURL(/\/checkout\/pix$/);
    const amount = (TOTAL / 100).toFixed(2);
    expect(await page.getByLabel("Código Pix copia e cola").inputValue()).toContain(`54${String(amount.length).padStart(2, "0")}${amount}`);
    await page.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
    await expect(page).toHaveURL(/\/$/);

    // 6. Paid, the reward's stamps are spent: the card starts again; the new order will earn its own stamp.
    await expect(card).toContainText("0 de 2 selos", CARD);
    await expect(card).not.toContainText("Você tem");
    await shot(page, "3-home-again");
    await page.getByRole("link", { name: "Acompanhar pedido" }).first().click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByText("Este pedido vale 1 selo no seu cartão fidelidade quando for entregue.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Resumo" }).getByText("Desconto (recompensa do cartão fidelidade)")).toBeVisible();
  } finally {
    await setSetting(request, "loyalty.enabled", "false");
    await setSetting(request, "loyalty.stamps_needed", "10");
    await staff.close();
  }
});
