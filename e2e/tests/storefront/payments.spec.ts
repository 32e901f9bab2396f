import { type Locator, expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall } from "../../support/backoffice";
import { approvePayment, moveOrder, newCustomer, openSignedIn, orderToCheckout, type Customer } from "../../support/storefront";

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

/**
 * Breaks the page's payment stream until `restore()`: the first connection is accepted and then
 * drops (as a killed instance's would), every reconnection meanwhile fails with a network error,
 * and after `restore()` connections reach the API again. Install before the payment screen opens.
 */
async function breakPaymentStream(page: Page) {
  let down = true;
  let accepted = false;
  let failed = 0;
  let connections = 0;
  await page.route("**/order-payments/sse/**", async (route) => {
    connections++;
    if (!down) return route.continue();
    if (!accepted) {
      accepted = true;
      return route.fulfill({ status: 200, headers: { "content-type": "text/event-stream", "cache-control": "no-store" }, body: ": connected\n\n" });
    }
    failed++;
    return route.abort("internetdisconnected");
  });
  return {
    restore: () => void (down = false),
    failed: () => failed,
    connections: () => connections,
  };
}

test("Pix: the stream's connection is lost, the payment is approved meanwhile; once it reconnects the screen is paid and goes home", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  const stream = await breakPaymentStream(page);
  await page.getByRole("button", { name: /^Pix/ }).click();
  await expect(page.getByRole("img", { name: `QR Code do Pix do pedido #${order.external_id}` })).toBeVisible();

  await approvePayment(request, customer, order.id);
  // The stream keeps trying (and failing): nothing can tell the screen yet.
  await expect.poll(stream.failed, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL(/\/checkout\/pix$/);
  await expect(page.getByText("Aguardando a confirmação do pagamento...")).toBeVisible();

  stream.restore();
  await expectPaidAtHome(page, order.external_id);
  expect(stream.connections()).toBeGreaterThanOrEqual(3);
});

test("card CONT (pending): the stream's connection is lost, the payment is approved meanwhile; once it reconnects the screen is paid and goes home", async ({ page, request }) => {
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  const stream = await breakPaymentStream(page);
  await page.getByRole("link", { name: /^Cartão de Crédito/ }).click();
  await payWithTestCard(page, "CONT");
  await expect(page.getByText("Processando Pagamento")).toBeVisible();

  await approvePayment(request, customer, order.id);
  await expect.poll(stream.failed, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL(/\/checkout\/credit-card$/);
  await expect(page.getByText("Processando Pagamento")).toBeVisible();

  stream.restore();
  await expectPaidAtHome(page, order.external_id);
  expect(stream.connections()).toBeGreaterThanOrEqual(3);
});

/** How a header title looks: one style everywhere, whether it is the page's h1 or a plain <p> (decision 2102). */
const headerTitleStyle = (page: Page) =>
  page.locator("header > h1, header > p").first().evaluate((title) => {
    const style = getComputedStyle(title);
    return `${style.fontWeight} ${style.fontSize} ${style.lineHeight}`;
  });

/** The masked number is on one line when its visible text boxes share one line (390 px wide). */
const onOneLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    // Visible boxes only (the screen reader's "Final " is a 1 px clipped box of its own); the dots
    // and the digits may sit a little apart (fallback font), a second line a whole line lower.
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 2 && rect.height > 2);
    const tops = boxes.map((rect) => rect.top);
    return boxes.length > 0 && Math.max(...tops) - Math.min(...tops) < parseFloat(getComputedStyle(element).fontSize) * 0.8;
  });

test("after a card payment home keeps the order card's place (no layout shift); the saved card's number stays on one line; one header style", async ({ page, request }) => {
  // Layout shifts summed while the app is on "/" (the payment screen sends the customer home).
  await page.addInitScript(() => {
    const w = window as unknown as { homeShift: number };
    w.homeShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) if (location.pathname === "/") w.homeShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const customer = await newCustomer(request, { withAddress: false });
  const order = await orderToCheckout(page, customer);
  const shots = process.env.SCREENSHOTS_DIR;
  // The checkout's own title, not the header of the screen still leaving (read too early it had no style yet).
  await expect(page.getByRole("heading", { level: 1, name: /^Pedido #\d+$/ })).toBeVisible();
  const titleOnCheckout = await headerTitleStyle(page);
  await page.getByRole("link", { name: /^Cartão de Crédito/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pagamento" })).toBeVisible();
  expect(await headerTitleStyle(page)).toBe(titleOnCheckout);
  await payWithTestCard(page, "APRO");
  await expectPaidAtHome(page, order.external_id);
  await expect(page.getByRole("region", { name: "Produtos em destaque" }).getByRole("link", { name: /R\$/ }).first()).toBeVisible();
  await page.waitForTimeout(1_000);
  if (shots) await page.screenshot({ path: `${shots}/storefront-home-after-payment-390.png` });
  expect(await page.evaluate(() => (window as unknown as { homeShift: number }).homeShift)).toBe(0);

  await page.goto("/user/credit-cards");
  const digits = page.getByRole("list", { name: "Seus cartões" }).getByText(/5682/);
  await expect(digits).toBeVisible();
  expect(await onOneLine(digits)).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}/storefront-credit-cards-390.png` });

  // The first order delivered (no "Pedido em aberto" question), a second one reaches the card screen.
  for (const state of ["PREPARATION", "DISPATCHED", "DELIVERED"]) await moveOrder(request, order.id, state);
  await orderToCheckout(page, customer);
  await page.getByRole("link", { name: /^Cartão de Crédito/ }).click();
  const saved = page.getByRole("group", { name: "Cartões salvos" }).getByText(/•••• 5682/);
  await expect(saved).toBeVisible();
  expect(await onOneLine(saved)).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}/storefront-saved-cards-390.png` });

  await page.goto("/cart");
  expect(await headerTitleStyle(page)).toBe(titleOnCheckout);
  await page.goto("/pagina-que-nao-existe");
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada." })).toBeVisible();
  expect(await headerTitleStyle(page)).toBe(titleOnCheckout);
});
