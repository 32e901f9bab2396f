import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { E2E_IFOOD_POLL_MS, emitIfoodEvent, ifoodHeard, placeIfoodOrder } from "../../support/ifood";

// iFood's orders on the desk (growth.md section 4, issue 34): the suite's API polls a local fake of
// iFood's Merchant API (support/ifood.ts). Every test rings for every paid order: one at a time,
// each starting with Novos empty.
test.describe.configure({ mode: "serial" });

/** Accepts every order still PAID (left by other projects or an earlier test), so Novos starts empty. */
async function emptyNovos(request: APIRequestContext) {
  const token = await staffToken(request);
  const { body: paid } = await apiCall<{ id: number }[]>(request, "GET", "/orders?where_to_state=PAID&take=100", { token });
  for (const order of paid) await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });
}

/** Every tone the page plays, by oscillator type and frequency (the desk's sounds are synthesised: decision 1512). */
async function recordTones(page: Page) {
  await page.addInitScript(() => {
    const tones: string[] = [];
    (window as unknown as { __tones: string[] }).__tones = tones;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
      tones.push(`${this.type} ${this.frequency.value}`);
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __tones: string[] }).__tones);
}

/** The cancellation sound's two tones (desk-rush.spec.ts hears the same for a cancellation at another desk). */
const CANCELLATION_TONES = ["triangle 494", "triangle 330"];

const board = (page: Page) => page.locator("[data-stream]");
const novos = (page: Page) => page.getByRole("region", { name: /^Novos/ });

/** The desk, signed in, its live stream open and its sound running. */
async function openDesk(page: Page, request: APIRequestContext) {
  await openAsStaff(page, request, "/backoffice/orders");
  await expect(board(page)).toHaveAttribute("data-stream", "open");
  const unlock = page.getByRole("button", { name: "Ativar som" });
  if (await unlock.isVisible()) await unlock.click();
  await expect(board(page)).toHaveAttribute("data-audio", "running");
}

/** The card of an iFood order in Novos, found by iFood's number on it; with the Forno order's id and number. */
async function ifoodCardInNovos(page: Page, displayId: string, timeout: number): Promise<{ card: Locator; orderId: number; externalId: number }> {
  const card = novos(page).getByRole("article").filter({ hasText: `iFood #${displayId}` });
  await expect(card).toBeVisible({ timeout });
  const orderId = Number(await card.getAttribute("data-order-id"));
  const externalId = Number(/^#(\d+)/.exec(((await card.locator("h3").first().textContent()) ?? "").trim())?.[1]);
  expect(orderId).toBeGreaterThan(0);
  expect(externalId).toBeGreaterThan(0);
  return { card, orderId, externalId };
}

/** The Forno order's state as the API reads it. */
async function stateOf(request: APIRequestContext, orderId: number) {
  const { body } = await apiCall<{ external_ref: string | null; OrderStateHistory: Array<{ to_state: string }> }>(request, "GET", `/orders/${orderId}`, { token: await staffToken(request) });
  return body.OrderStateHistory.at(-1)?.to_state;
}

test.beforeEach(async ({ request }) => emptyNovos(request));

test("an order placed on iFood appears in Novos within one polling interval with its badge and countdown, rings, and iFood hears confirm, startPreparation and dispatch as the desk moves it to delivered", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openDesk(page, request);
  await expect(board(page)).toHaveAttribute("data-ringing", "false");

  const placed = await placeIfoodOrder(request);
  const placedAt = Date.now();
  // One interval, plus the poller's tick, the details' read and the live stream's message.
  const { card, orderId, externalId } = await ifoodCardInNovos(page, placed.displayId, E2E_IFOOD_POLL_MS + 4_000);
  test.info().annotations.push({ type: "ifood-placed-to-card-ms", description: String(Date.now() - placedAt) });
  await expect(card.getByText("iFood", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Confirme em [78]:\d{2}$/)).toBeVisible();
  await expect(card.getByText("Tel. 0800 007 0110, código 12345678", { exact: false })).toBeVisible();
  await expect(board(page)).toHaveAttribute("data-ringing", "true");
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: `Aceitar: pedido #${externalId}` }).click();
  // The move goes after the 5 s undo window: iFood hears confirm, then startPreparation.
  await expect.poll(async () => (await ifoodHeard(request, placed.id)).calls, { timeout: 15_000 }).toEqual(["confirm", "startPreparation"]);
  await expect.poll(() => stateOf(request, orderId)).toBe("PREPARATION");
  await expect(board(page)).toHaveAttribute("data-ringing", "false", { timeout: 10_000 });
  await expectNewestCardInColumn(page, "Em preparo", externalId);
  const moved = page.getByRole("article", { name: `#${externalId}` });
  await expect(moved.getByText(/^Confirme em/)).toHaveCount(0);

  await moved.getByRole("button", { name: `Saiu para entrega: pedido #${externalId}` }).click();
  await expect.poll(async () => (await ifoodHeard(request, placed.id)).calls, { timeout: 15_000 }).toEqual(["confirm", "startPreparation", "dispatch"]);
  await expect.poll(() => stateOf(request, orderId)).toBe("DISPATCHED");
  await expectNewestCardInColumn(page, "Em entrega", externalId);

  await page.getByRole("article", { name: `#${externalId}` }).getByRole("button", { name: `Entregue: pedido #${externalId}` }).click();
  await expect.poll(() => stateOf(request, orderId), { timeout: 15_000 }).toBe("DELIVERED");
  await expectNewestCardInColumn(page, "Concluídos hoje", externalId);
  // Delivered tells iFood nothing (iFood concludes the order itself); its CON then changes nothing.
  await emitIfoodEvent(request, placed.id, "CON");
  await page.waitForTimeout(E2E_IFOOD_POLL_MS * 2);
  expect((await ifoodHeard(request, placed.id)).calls).toEqual(["confirm", "startPreparation", "dispatch"]);
  expect(await stateOf(request, orderId)).toBe("DELIVERED");

  // Integrações: connected, polled a moment ago, today's iFood orders counted.
  await page.goto("/backoffice/integrations");
  const ifoodCard = page.getByRole("region", { name: "iFood" });
  await expect(ifoodCard.getByText("Conectada", { exact: true })).toBeVisible();
  const fact = (term: string) => ifoodCard.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Pedidos do iFood hoje")).toHaveText(/^\d+ pedidos?$/);
  expect(Number(/^(\d+)/.exec((await fact("Pedidos do iFood hoje").textContent()) ?? "")?.[1])).toBeGreaterThanOrEqual(1);
  await expect(fact("Problemas recentes")).toHaveText("Nenhum problema");
  await expectNoAxeViolations(page);
});

test("an order the customer cancels on iFood leaves Novos for Concluídos hoje and rings the cancellation sound", async ({ page, request }) => {
  test.setTimeout(60_000);
  const tones = await recordTones(page);
  await openDesk(page, request);
  const placed = await placeIfoodOrder(request, { payment: { kind: "cash", changeFor: 100 } });
  const { orderId, externalId } = await ifoodCardInNovos(page, placed.displayId, E2E_IFOOD_POLL_MS + 4_000);
  expect(await tones()).not.toEqual(expect.arrayContaining(CANCELLATION_TONES));

  await emitIfoodEvent(request, placed.id, "CAN");
  await expectNewestCardInColumn(page, "Concluídos hoje", externalId, E2E_IFOOD_POLL_MS + 10_000);
  await expect.poll(tones, { timeout: 5_000 }).toEqual(expect.arrayContaining(CANCELLATION_TONES));
  expect(await stateOf(request, orderId)).toBe("CANCELLED_CLIENT");
  expect((await ifoodHeard(request, placed.id)).calls).toEqual([]);
});

test("Cancelar offers iFood's reasons; the card says Cancelamento solicitado until iFood cancels the order", async ({ page, request }) => {
  test.setTimeout(60_000);
  await openDesk(page, request);
  const placed = await placeIfoodOrder(request);
  const { card, orderId, externalId } = await ifoodCardInNovos(page, placed.displayId, E2E_IFOOD_POLL_MS + 4_000);

  await card.getByRole("button", { name: `Cancelar pedido #${externalId}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancelar o pedido #${externalId} no iFood?` });
  await dialog.getByRole("radio", { name: "ITEM INDISPONÍVEL" }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancelar pedido" }).click();
  await expect.poll(async () => (await ifoodHeard(request, placed.id)).cancellation, { timeout: 15_000 }).toEqual({ reason: "ITEM INDISPONÍVEL", cancellationCode: "503" });
  await expect(novos(page).getByRole("article", { name: `#${externalId}` }).getByText("Cancelamento solicitado")).toBeVisible();
  expect(await stateOf(request, orderId)).toBe("PAID");

  // iFood accepts the request: its CAN cancels the order as the store's.
  await emitIfoodEvent(request, placed.id, "CAN");
  await expectNewestCardInColumn(page, "Concluídos hoje", externalId, E2E_IFOOD_POLL_MS + 10_000);
  await expect.poll(() => stateOf(request, orderId)).toBe("CANCELLED_STORE");
});
