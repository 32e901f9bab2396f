import { type APIRequestContext, type Browser, type BrowserContext, devices, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { startCuttableProxy } from "../../support/cuttable-proxy";
import { expectNewestCardInColumn } from "../../support/desk";
import { type PlacedOrder, placeHalfAndHalfOrder, placeOrder, payOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { newCustomer, orderToCheckout } from "../../support/storefront";

// Every test rings for every paid order of the store: one at a time, each starting with Novos empty.
test.describe.configure({ mode: "serial" });

const SCREENSHOTS = process.env.SCREENSHOTS_DIR;

/** Accepts every order still PAID (left by other projects or an earlier test), so Novos starts empty. */
async function emptyNovos(request: APIRequestContext) {
  const token = await staffToken(request);
  const { body: paid } = await apiCall<{ id: number }[]>(request, "GET", "/orders?where_to_state=PAID&take=100", { token });
  for (const order of paid) await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });
}

/** A desk in its own browser context (another counter), signed in, sound allowed by a click. */
async function openDesk(browser: Browser, request: APIRequestContext, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo", baseURL: test.info().project.use.baseURL! });
  const page = await context.newPage();
  await openAsStaff(page, request, "/backoffice/orders");
  await expect(page.locator("[data-stream]")).toHaveAttribute("data-stream", "open");
  return { context, page };
}

const board = (page: Page) => page.locator("[data-stream]");
const novos = (page: Page) => page.getByRole("region", { name: /^Novos/ });
const card = (page: Page, externalId: number) => page.getByRole("article", { name: `#${externalId}` });

test.beforeEach(async ({ request }) => emptyNovos(request));

test("a customer pays by Pix on a phone; the desk in another browser shows the card in Novos within 2 s without a reload, rings, counts in the title, and stops ringing after Aceitar", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await openDesk(browser, request);
  // Playwright's Chromium allows sound without a gesture; a browser that blocks it offers the button.
  const unlock = page.getByRole("button", { name: "Ativar som" });
  if (await unlock.isVisible()) await unlock.click();
  await expect(board(page)).toHaveAttribute("data-audio", "running");
  await expect(board(page)).toHaveAttribute("data-ringing", "false");
  await expect(page).toHaveTitle("Pedidos · Forno");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));

  // The customer, in a browser of their own: a phone on the storefront, a Guaraná for pickup, Pix.
  const phone = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const customerPage = await phone.newPage();
  const order = await orderToCheckout(customerPage, await newCustomer(request, { withAddress: false }));
  await customerPage.getByRole("button", { name: /^Pix/ }).click();
  await expect(customerPage.getByRole("img", { name: `QR Code do Pix do pedido #${order.external_id}` })).toBeVisible();
  await expect(card(page, order.external_id)).toHaveCount(0);

  const paidAt = Date.now();
  await customerPage.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
  await expect(novos(page).getByRole("article", { name: `#${order.external_id}` })).toBeVisible({ timeout: 2_000 });
  const shownAfterMs = Date.now() - paidAt;
  test.info().annotations.push({ type: "paid-to-card-ms", description: String(shownAfterMs) });
  expect(shownAfterMs).toBeLessThanOrEqual(2_000);
  expect(navigations).toEqual([]);
  await expect(page).toHaveTitle("(1) Pedidos · Forno");
  await expect(board(page)).toHaveAttribute("data-ringing", "true");
  await expect(board(page)).toHaveAttribute("data-audio", "running");
  await expectNoAxeViolations(page);

  await card(page, order.external_id).getByRole("button", { name: /^Aceitar/ }).click();
  await expectNewestCardInColumn(page, "Em preparo", order.external_id);
  // The move is sent after the 5 s undo window; then the server's state stops the ring.
  await expect(board(page)).toHaveAttribute("data-ringing", "false", { timeout: 10_000 });
  await expect(page).toHaveTitle("Pedidos · Forno");
  await phone.close();
  await context.close();
});

test("two desks: accepting on one stops the ring on the other", async ({ browser, request }) => {
  const first = await openDesk(browser, request);
  const second = await openDesk(browser, request);
  const order = await placeOrder(request, "Pedido de dois balcões");
  await payOrder(request, order);
  for (const desk of [first, second]) {
    await expect(card(desk.page, order.external_id)).toBeVisible();
    await expect(board(desk.page)).toHaveAttribute("data-ringing", "true");
  }
  await card(first.page, order.external_id).getByRole("button", { name: /^Aceitar/ }).click();
  await expect(board(second.page)).toHaveAttribute("data-ringing", "false", { timeout: 10_000 });
  await expectNewestCardInColumn(second.page, "Em preparo", order.external_id);
  await first.context.close();
  await second.context.close();
});

test("the open stream killed, then restored: a red banner, then what changed meanwhile is caught up", async ({ page, request }) => {
  // The desk's stream goes through a proxy the test can cut: the browser holds a live connection
  // that dies, as when the counter's network drops (the page's other calls go straight to the API).
  const proxy = await startCuttableProxy(Number(new URL(urls.api).port));
  try {
    await page.route("**/orders/sse", (route) => route.continue({ url: `${proxy.url}/orders/sse` }));
    const before = await placeOrder(request, "Pago antes da queda");
    await payOrder(request, before);
    await openAsStaff(page, request, "/backoffice/orders");
    await expect(board(page)).toHaveAttribute("data-stream", "open", { timeout: 10_000 });
    await expect(novos(page).getByRole("article", { name: `#${before.external_id}` })).toBeVisible();
    expect(proxy.forwarded, "the desk's stream goes through the proxy").toBeGreaterThan(0);
    // The stream is live: a change reaches the board through it.
    const live = await placeOrder(request, "Pago com o stream aberto");
    await payOrder(request, live);
    await expect(novos(page).getByRole("article", { name: `#${live.external_id}` })).toBeVisible({ timeout: 2_000 });

    proxy.cut();
    await expect(page.getByText("Sem conexão com o servidor")).toBeVisible({ timeout: 5_000 });
    await expect(board(page)).toHaveAttribute("data-stream", "down");

    // Meanwhile a new order is paid and a waiting one is accepted on another desk.
    const paidMeanwhile = await placeOrder(request, "Pago sem conexão");
    await payOrder(request, paidMeanwhile);
    await apiCall(request, "POST", "/order-state-historys", { token: await staffToken(request), data: { order_id: before.id, to_state: "PREPARATION" } });
    await page.waitForTimeout(1_500);
    await expect(card(page, paidMeanwhile.external_id)).toHaveCount(0);
    await expect(novos(page).getByRole("article", { name: `#${before.external_id}` })).toBeVisible();
    await expect(board(page)).toHaveAttribute("data-stream", "down");

    proxy.restore();
    await expect(board(page)).toHaveAttribute("data-stream", "open", { timeout: 10_000 });
    await expect(page.getByText("Sem conexão com o servidor")).toHaveCount(0);
    await expect(novos(page).getByRole("article", { name: `#${paidMeanwhile.external_id}` })).toBeVisible({ timeout: 5_000 });
    await expectNewestCardInColumn(page, "Em preparo", before.external_id);
  } finally {
    await proxy.close();
  }
});

test("the board at 1280x800 and on 1024x768 and 768x1024 tablets", async ({ browser, request }) => {
  const token = await staffToken(request);
  const orders: PlacedOrder[] = [];
  for (const note of ["Tela 1", "Tela 2", "Tela 3", "Tela 4", "Tela 5", "Tela 6"]) {
    const order = orders.length % 2 === 0 ? await placeHalfAndHalfOrder(request, note) : await placeOrder(request, note);
    await payOrder(request, order);
    orders.push(order);
  }
  // Spread them over the columns as on a busy night.
  const move = (index: number, to: string) => apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: orders[index]!.id, to_state: to } });
  await move(2, "PREPARATION");
  await move(3, "PREPARATION");
  await move(3, "DISPATCHED");
  await move(4, "PREPARATION");
  await move(4, "DISPATCHED");
  await move(4, "DELIVERED");
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    const { context, page } = await openDesk(browser, request, viewport);
    await expect(card(page, orders[5]!.external_id)).toBeVisible();
    await expectNoAxeViolations(page);
    const path = SCREENSHOTS ? `${SCREENSHOTS}/desk-${viewport.width}x${viewport.height}.png` : test.info().outputPath(`desk-${viewport.width}.png`);
    await page.screenshot({ path });
    await context.close();
  }
});

test("a long Novos is windowed, Tab still walks through every card in it, and a press on a card cut by the column's edge is taken without moving it", async ({ browser, request }) => {
  // 24 orders placed and paid, then about a hundred Tab presses: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const LONG = 24;
  const orders: PlacedOrder[] = [];
  for (let index = 0; index < LONG; index++) {
    const order = await placeOrder(request, `Fila ${index + 1}`);
    await payOrder(request, order);
    orders.push(order);
  }
  const { context, page } = await openDesk(browser, request);
  await expect(novos(page).getByLabel(`${LONG} pedidos`)).toBeVisible();
  // Only the cards in view (and a few more) are on the page; the list still tells its size.
  expect(await novos(page).getByRole("article").count()).toBeLessThan(LONG);
  await expect(novos(page).getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(LONG));

  await novos(page).getByRole("button", { name: `Aceitar: pedido #${orders[0]!.external_id}` }).focus();
  const reached = new Set<string>();
  for (;;) {
    const id = await page.evaluate(() => document.activeElement?.closest('section[data-column="new"] article')?.getAttribute("data-order-id"));
    if (!id) break;
    reached.add(id);
    await page.keyboard.press("Tab");
  }
  expect([...reached].sort()).toEqual(orders.map((order) => String(order.id)).sort());

  // A press on the button of a card cut by the column's edge: the card stays under the pointer
  // until the release, and the click is the button's (decision 3709).
  const scroller = novos(page).locator("[data-card-scroll]");
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  const cut = await scroller.evaluate((element) => {
    const bottom = element.getBoundingClientRect().bottom;
    const cards = [...element.querySelectorAll("article")].map((article) => ({ orderId: article.getAttribute("data-order-id"), box: article.getBoundingClientRect() }));
    const card = cards.find(({ box }) => box.top > bottom - 130);
    return card ? { orderId: card.orderId, top: card.box.top, bottom } : null;
  });
  expect(cut).not.toBeNull();
  // A card's top 130 px in view: its number and its button, not its bottom.
  await scroller.evaluate((element, by) => element.scrollBy({ top: by }), cut!.top + 130 - cut!.bottom);
  const button = novos(page).locator(`article[data-order-id="${cut!.orderId}"]`).getByRole("button", { name: /^Aceitar: pedido #/ });
  const box = (await button.boundingBox())!;
  const scrolledBefore = await scroller.evaluate((element) => element.scrollTop);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(scrolledBefore);
  await page.mouse.up();
  await expect(novos(page).getByLabel(`${LONG - 1} pedidos`)).toBeVisible();
  const token = await staffToken(request);
  await expect
    .poll(async () => (await apiCall<{ OrderStateHistory: { to_state: string }[] }>(request, "GET", `/orders/${cut!.orderId}`, { token })).body.OrderStateHistory.at(-1)?.to_state, { timeout: 15_000 })
    .toBe("PREPARATION");
  await context.close();
});

for (const [width, paper] of [
  [48, 80],
  [32, 58],
] as const) {
  test(`the ticket print view at ${paper} mm: every line within ${width} characters, one ticket a page`, async ({ page, request }) => {
    const order = await placeHalfAndHalfOrder(request, "Sem cebola, por favor");
    await payOrder(request, order);
    await openAsStaff(page, request, `/backoffice/orders/${order.id}/print?template=kitchen,delivery&width=${width}`);
    const kitchen = page.getByLabel("Comanda Cozinha");
    const delivery = page.getByLabel("Comanda Entrega");
    await expect(kitchen).toContainText(`PEDIDO #${order.external_id}`);
    await expect(delivery).toContainText(`PEDIDO #${order.external_id}`);
    for (const ticket of [kitchen, delivery]) {
      const lines = ((await ticket.textContent()) ?? "").split("\n");
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
    }
    await expect(kitchen).not.toContainText("R$");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: SCREENSHOTS ? `${SCREENSHOTS}/ticket-${paper}mm-screen.png` : test.info().outputPath(`ticket-${paper}mm-screen.png`), fullPage: true });
    await page.emulateMedia({ media: "print" });
    // The printed pages themselves (decision 3701): one per ticket, each as wide as the paper.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const widthsMm = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => (Number(match[1]) * 25.4) / 72);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(widthsMm.length).toBeGreaterThanOrEqual(2);
    for (const width of widthsMm) expect(Math.abs(width - paper), `page ${width.toFixed(1)} mm wide`).toBeLessThan(0.5);
    const path = SCREENSHOTS ? `${SCREENSHOTS}/ticket-${paper}mm.png` : test.info().outputPath(`ticket-${paper}mm.png`);
    await page.screenshot({ path, fullPage: true });
  });
}
