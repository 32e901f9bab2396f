import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiCall, clientToken, openAsStaff, staffToken, uniqueSuffix } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { payOrder, type PlacedOrder, placeHalfAndHalfOrder, placeOrder } from "../../support/orders";

// A Friday rush on the counter tablet (issue 37). Every test counts Novos: one at a time.
test.describe.configure({ mode: "serial" });

const TAPS = 40;

async function emptyNovos(request: APIRequestContext) {
  const token = await staffToken(request);
  const { body: paid } = await apiCall<{ id: number }[]>(request, "GET", "/orders?where_to_state=PAID&take=100", { token });
  for (const order of paid) await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });
}

/** payment.on_delivery_methods, set for the test and put back after it. */
async function setOnDelivery(request: APIRequestContext, value: string): Promise<string> {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<{ id: number; key: string; value: string }[]>(request, "GET", "/settings?take=100", { token });
  const setting = settings.find((row) => row.key === "payment.on_delivery_methods")!;
  await apiCall(request, "PATCH", `/settings/${setting.id}`, { token, data: { value } });
  return setting.value;
}

/** A delivery pizza paid in cash with change: the tallest card (address, halves, the change to take). */
async function cashOrder(request: APIRequestContext, note: string): Promise<PlacedOrder> {
  const order = await placeHalfAndHalfOrder(request, note);
  const token = await clientToken(request);
  await apiCall(request, "POST", "/order-payments", { token, data: { external_reference: order.id, payment_method_id: "cash", change_for: 200 } });
  return order;
}

/** Records, inside the page, anything a stray tap could open: a print frame, a dialog. */
async function watchForStrayOpenings(page: Page) {
  await page.evaluate(() => {
    const seen = { frames: 0, dialogs: 0 };
    (window as unknown as { __stray: typeof seen }).__stray = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches("iframe") || node.querySelector("iframe")) seen.frames++;
          if (node.matches('[role="alertdialog"], dialog') || node.querySelector('[role="alertdialog"], dialog[open]')) seen.dialogs++;
        }
        if (record.type === "attributes" && record.target instanceof HTMLDialogElement && record.target.open) seen.dialogs++;
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["open"] });
  });
  return () => page.evaluate(() => (window as unknown as { __stray: { frames: number; dialogs: number } }).__stray);
}

test.beforeEach(async ({ request }) => emptyNovos(request));

test(`${TAPS} accepts tapped at one fixed point on a board of mixed card heights accept ${TAPS} orders and open nothing else`, async ({ page, request }) => {
  test.setTimeout(240_000);
  const before = await setOnDelivery(request, "cash,card");
  try {
    // Pickup + Pix (short), delivery halves + Pix, delivery halves + cash with change (tall), in turn.
    const orders: PlacedOrder[] = [];
    for (let index = 0; index < TAPS; index++) {
      const note = `Rush ${index + 1}`;
      if (index % 3 === 2) orders.push(await cashOrder(request, note));
      else {
        const order = index % 3 === 0 ? await placeOrder(request, note) : await placeHalfAndHalfOrder(request, note);
        await payOrder(request, order);
        orders.push(order);
      }
    }
    const popups: string[] = [];
    page.context().on("page", (opened) => popups.push(opened.url()));
    page.on("dialog", (dialog) => popups.push(`dialog: ${dialog.message()}`));
    await openAsStaff(page, request, "/backoffice/orders");
    const board = page.locator("[data-stream]");
    const novos = page.getByRole("region", { name: /^Novos/ });
    await expect(board).toHaveAttribute("data-stream", "open");
    await expect(board).toHaveAttribute("data-new-orders", String(TAPS));
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const stray = await watchForStrayOpenings(page);

    // The premise: the cards in view are not all of one height.
    const heights = await novos.locator("li[data-index] article").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(Math.max(...heights) - Math.min(...heights), `card heights ${heights.join(", ")}`).toBeGreaterThanOrEqual(40);

    if (process.env.SCREENSHOTS_DIR) {
      for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/desk-rush-${viewport.width}x${viewport.height}.png` });
      }
    }
    // One point: the centre of the first card's "Aceitar", never moved.
    const box = (await novos.locator('li[data-index="0"]').getByRole("button", { name: /^Aceitar/ }).boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const started = Date.now();
    for (let tap = 1; tap <= TAPS; tap++) {
      await page.mouse.click(point.x, point.y);
      // A person's next tap comes once the next card is there (a few hundred ms at most).
      await expect(board).toHaveAttribute("data-new-orders", String(TAPS - tap), { timeout: 2_000 });
    }
    const tapping = Date.now() - started;
    await expect(novos.getByRole("article")).toHaveCount(0);
    expect(popups).toEqual([]);
    expect(navigations).toEqual([]);
    expect(await stray()).toEqual({ frames: 0, dialogs: 0 });
    await expect(page).toHaveTitle("Pedidos · Forno");

    // Each accept reaches the server after its undo window: all forty, no other move.
    const token = await staffToken(request);
    await expect(async () => {
      const { body: preparing } = await apiCall<{ id: number }[]>(request, "GET", "/orders?where_to_state=PREPARATION&take=100&order_id=desc", { token });
      const ids = new Set(preparing.map((order) => order.id));
      expect(orders.filter((order) => !ids.has(order.id)).map((order) => order.external_id)).toEqual([]);
    }).toPass({ timeout: 30_000 });
    test.info().annotations.push({ type: "taps", description: `${TAPS} taps at (${Math.round(point.x)}, ${Math.round(point.y)}) in ${tapping} ms, card heights ${heights.join("/")} px` });
    console.log(`desk rush: ${TAPS} taps at one point accepted ${TAPS} orders in ${tapping} ms; card heights in view ${heights.join("/")} px`);
  } finally {
    await setOnDelivery(request, before);
  }
});

test("an accepted card never goes back to Novos while its save is slow, and the title counts only waiting orders", async ({ page, request }) => {
  const order = await placeOrder(request, "Aceito devagar");
  await payOrder(request, order);
  const other = await placeOrder(request, "Ainda esperando");
  await payOrder(request, other);
  // The save takes 3 s to come back, as on a slow night's connection.
  await page.route("**/order-state-historys", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await openAsStaff(page, request, "/backoffice/orders");
  await expect(page).toHaveTitle("(2) Pedidos · Forno");
  await page.evaluate((id) => {
    const flags = { backInNovos: false };
    (window as unknown as { __flags: typeof flags }).__flags = flags;
    new MutationObserver(() => {
      if (document.querySelector(`section[data-column="new"] article[data-order-id="${id}"]`)) flags.backInNovos = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, order.id);

  await page.getByRole("button", { name: `Aceitar: pedido #${order.external_id}` }).click();
  // At once, in the undo window: one order waits, not two.
  await expect(page).toHaveTitle("(1) Pedidos · Forno", { timeout: 1_000 });
  const token = await staffToken(request);
  await expect(async () => {
    const { body } = await apiCall<{ OrderStateHistory: { to_state: string }[] }>(request, "GET", `/orders/${order.id}`, { token });
    expect(body.OrderStateHistory.at(-1)?.to_state).toBe("PREPARATION");
  }).toPass({ timeout: 15_000 });
  await expectNewestCardInColumn(page, "Em preparo", order.external_id);
  await expect(page.getByRole("article", { name: `#${order.external_id}` }).getByRole("status")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __flags: { backInNovos: boolean } }).__flags.backInNovos)).toBe(false);
  await expect(page).toHaveTitle("(1) Pedidos · Forno");
});

test("a paid order cancelled at another desk rings the cancellation sound here", async ({ page, request }) => {
  // Every tone the page plays, by oscillator type and frequency (the sounds are synthesised: decision 1512).
  await page.addInitScript(() => {
    const tones: string[] = [];
    (window as unknown as { __tones: string[] }).__tones = tones;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
      tones.push(`${this.type} ${this.frequency.value}`);
      return start.apply(this, args);
    };
  });
  const order = await placeOrder(request, "Cancelado no outro balcão");
  await payOrder(request, order);
  await openAsStaff(page, request, "/backoffice/orders");
  const board = page.locator("[data-stream]");
  await expect(board).toHaveAttribute("data-stream", "open");
  // Where the browser blocks sound until a gesture, the one control says so: one tap on it.
  const unlock = page.getByRole("button", { name: "Ativar som" });
  if (await unlock.isVisible()) await unlock.click();
  await expect(board).toHaveAttribute("data-audio", "running");
  await expect(page.getByRole("article", { name: `#${order.external_id}` })).toBeVisible();
  const tones = () => page.evaluate(() => (window as unknown as { __tones: string[] }).__tones);
  expect(await tones()).not.toContain("triangle 494");

  await apiCall(request, "POST", "/order-state-historys", { token: await staffToken(request), data: { order_id: order.id, to_state: "CANCELLED_STORE" } });
  await expectNewestCardInColumn(page, "Concluídos hoje", order.external_id);
  await expect.poll(tones, { timeout: 5_000 }).toEqual(expect.arrayContaining(["triangle 494", "triangle 330"]));
});

test("Imprimir prints over the desk: no tab, a hidden frame that prints itself, the desk in front", async ({ page, request }) => {
  await page.addInitScript(() => {
    // In every frame: count the print calls at the top.
    window.print = () => {
      const top = window.top as unknown as { __printed?: string[] };
      top.__printed = [...(top.__printed ?? []), window.location.pathname + window.location.search];
    };
  });
  const order = await placeHalfAndHalfOrder(request, "Imprimir sem sair");
  await payOrder(request, order);
  const pages: string[] = [];
  page.context().on("page", (opened) => pages.push(opened.url()));
  await openAsStaff(page, request, "/backoffice/orders");
  await page.getByRole("button", { name: `Imprimir pedido #${order.external_id}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed?: string[] }).__printed ?? []), { timeout: 10_000 })
    .toEqual([`/backoffice/orders/${order.id}/print?template=kitchen&width=48&autoprint=1`]);
  expect(pages).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/backoffice/orders");
  await expect(page.getByRole("article", { name: `#${order.external_id}` })).toBeVisible();
  expect(await page.evaluate(() => document.visibilityState)).toBe("visible");
});

test("a pickup order is never offered a driver, goes 'Pronto para retirada' then 'Retirado', and the closing counts only deliveries", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await staffToken(request);
  const name = `Entregador Balcão ${uniqueSuffix()}`;
  const { body: driver } = await apiCall<{ id: number }>(request, "POST", "/drivers", { token, data: { name, phone: "11987650000" } });
  const pickup = await placeOrder(request, "Retirada no balcão");
  await payOrder(request, pickup);
  const delivery = await placeHalfAndHalfOrder(request, "Entrega do mesmo entregador");
  await payOrder(request, delivery);
  for (const order of [pickup, delivery]) await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });

  // The server refuses a driver on a pickup, whoever asks.
  const refused = await apiCall<{ message: string }>(request, "POST", "/order-state-historys", { token, data: { order_id: pickup.id, to_state: "DISPATCHED", driver_id: driver.id }, allow: [422] });
  expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: "Pedido para retirada no balcão não tem entregador." }) });
  await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: delivery.id, to_state: "DISPATCHED", driver_id: driver.id } });

  await openAsStaff(page, request, "/backoffice/orders");
  await expectNewestCardInColumn(page, "Em preparo", pickup.external_id);
  const card = page.getByRole("article", { name: `#${pickup.external_id}` });
  await expect(card.getByRole("combobox", { name: "Entregador" })).toHaveCount(0);
  await card.getByRole("button", { name: `Pronto para retirada: pedido #${pickup.external_id}` }).click();
  await expectNewestCardInColumn(page, "Em entrega", pickup.external_id);
  await expect(card.getByRole("button", { name: `Retirado: pedido #${pickup.external_id}` })).toBeVisible({ timeout: 15_000 });
  await card.getByRole("button", { name: `Retirado: pedido #${pickup.external_id}` }).click();
  await expect(async () => {
    const { body } = await apiCall<{ OrderStateHistory: { to_state: string }[]; driver: unknown }>(request, "GET", `/orders/${pickup.id}`, { token });
    expect(body.OrderStateHistory.map((entry) => entry.to_state).slice(-2)).toEqual(["DISPATCHED", "DELIVERED"]);
    expect(body.driver).toBeNull();
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: /^Concluídos hoje/ }).getByRole("article", { name: `#${pickup.external_id}` })).toContainText("Retirado");

  // Fechamento (today): the driver's one delivery, nothing of the counter's.
  await page.goto("/backoffice/drivers/closing");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row.getByRole("cell").first()).toHaveText("1");
});
