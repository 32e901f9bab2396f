import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { placeHalfAndHalfOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { newCustomer, openSignedIn } from "../../support/storefront";

// The suite's API runs with FISCAL_PROVIDER=sandbox (support/servers.ts); the NFC-e stays off for
// every other spec (fiscal.enabled is false by default): this one turns it on, with the defaults the
// accountant would give and auto-print of the delivery ticket, and puts every value back after.
// The desk project runs one file at a time, so no other spec sees these settings.
const FISCAL_SETTINGS: Record<string, string> = {
  "fiscal.enabled": "true",
  "fiscal.issue_on": "preparation",
  "fiscal.default_ncm": "21069090",
  "fiscal.default_cfop": "5101",
  "fiscal.default_csosn": "102",
  "operation.auto_print": "delivery",
};
const saved = new Map<number, string>();

async function settingsByKey(request: APIRequestContext) {
  const token = await staffToken(request);
  const { body } = await apiCall<Array<{ id: number; key: string; value: string }>>(request, "GET", "/settings?take=100", { token });
  return { token, rows: new Map(body.map((row) => [row.key, row])) };
}

test.beforeAll(async ({ request }) => {
  const { token, rows } = await settingsByKey(request);
  // Orders other specs left waiting are accepted first, with the NFC-e still off: no other order gets a note.
  const { body: paid } = await apiCall<{ id: number }[]>(request, "GET", "/orders?where_to_state=PAID&take=100", { token });
  for (const order of paid) await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });
  for (const [key, value] of Object.entries(FISCAL_SETTINGS)) {
    const row = rows.get(key)!;
    saved.set(row.id, row.value);
    await apiCall(request, "PATCH", `/settings/${row.id}`, { token, data: { value } });
  }
});

test.afterAll(async ({ request }) => {
  const token = await staffToken(request);
  for (const [id, value] of saved) await apiCall(request, "PATCH", `/settings/${id}`, { token, data: { value } });
});

/** Decodes the QR code of a PNG (a screenshot), or null. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/** What the hidden print frame had on its page when it printed: the tickets' text and the QR code's image. */
interface Printed {
  path: string;
  text: string;
  qr: string | null;
}

async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { __printed?: Printed[] };
      const qr = document.querySelector<HTMLImageElement>('img[alt="QR code da NFC-e"]');
      const text = [...document.querySelectorAll("pre")].map((pre) => pre.textContent ?? "").join("\n");
      top.__printed = [...(top.__printed ?? []), { path: window.location.pathname + window.location.search, text, qr: qr?.src ?? null }];
    };
  });
}

test("with the sandbox provider, accepting an order on the desk prints the delivery ticket with the NFC-e block and a QR code that scans; the customer's /order links the note", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await staffToken(request);
  const customer = await newCustomer(request);
  const order = await placeHalfAndHalfOrder(request, "NFC-e no quadro", customer.token);
  await apiCall(request, "POST", `/sandbox/payments/${order.id}/approve`, { token: staff });

  await recordPrints(page);
  await openAsStaff(page, request, "/backoffice/orders");
  await page.getByRole("article", { name: `#${order.external_id}` }).getByRole("button", { name: /^Aceitar/ }).click();
  // The move goes out after the undo window; the note is issued after it commits, the frame waits for it.
  await expect
    .poll(async () => (await apiCall<{ fiscal: { status: string } | null }>(request, "GET", `/orders/${order.id}`, { token: staff })).body.fiscal?.status, { timeout: 20_000 })
    .toBe("authorized");
  // The card says so (Em preparo is windowed: the newest card is at its end).
  await expectNewestCardInColumn(page, "Em preparo", order.external_id);
  await expect(page.getByRole("article", { name: `#${order.external_id}` }).getByText("NFC-e autorizada")).toBeVisible();
  const printed = await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed?: Printed[] }).__printed ?? []), { timeout: 20_000 })
    .toHaveLength(1)
    .then(() => page.evaluate(() => (window as unknown as { __printed: Printed[] }).__printed[0]!));
  expect(printed.path).toBe(`/backoffice/orders/${order.id}/print?template=delivery&width=48&autoprint=1`);

  const { body: read } = await apiCall<{ fiscal: { status: string; number: string; series: string; access_key: string; qrcode_url: string; consult_url: string } }>(request, "GET", `/orders/${order.id}`, {
    token: staff,
  });
  expect(read.fiscal.status).toBe("authorized");
  const lines = printed.text.split("\n");
  expect(lines).toContain(`NFC-e nº ${read.fiscal.number} Série ${read.fiscal.series}`);
  const groups = read.fiscal.access_key.match(/.{4}/g)!;
  expect(lines).toContain(groups.slice(0, 9).join(" "));
  expect(lines).toContain(groups.slice(9).join(" "));
  expect(printed.text.replace(/\n/g, "")).toContain(read.fiscal.consult_url);

  // The QR code printed, drawn as the paper gets it, scans to the note's qrcode_url.
  expect(printed.qr).toMatch(/^data:image\/svg\+xml/);
  const scan = await browser.newPage({ viewport: { width: 400, height: 400 } });
  await scan.setContent(`<body style="margin:0;background:#fff"><img id="qr" src="${printed.qr!.replace(/"/g, "&quot;")}" style="width:300px;height:300px"></body>`);
  expect(decodeQr(await scan.locator("#qr").screenshot())).toBe(read.fiscal.qrcode_url);
  await scan.close();

  // The customer's order page links the note.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: urls.storefront, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const customerPage = await phone.newPage();
  await openSignedIn(customerPage, customer, `/order?id=${order.id}`);
  await expect(customerPage.getByRole("link", { name: "Nota fiscal" })).toHaveAttribute("href", read.fiscal.consult_url);
  await expectNoAxeViolations(customerPage);
  await phone.close();
});

test("the Fiscal screen and Minha loja > Fiscal pass axe; Cancelar NFC-e in the order's details cancels the note within the window", async ({ page, request }) => {
  test.setTimeout(60_000);
  const staff = await staffToken(request);
  const customer = await newCustomer(request);
  const order = await placeHalfAndHalfOrder(request, "NFC-e cancelada", customer.token);
  await apiCall(request, "POST", `/sandbox/payments/${order.id}/approve`, { token: staff });
  await apiCall(request, "POST", "/order-state-historys", { token: staff, data: { order_id: order.id, to_state: "PREPARATION" } });
  await expect.poll(async () => (await apiCall<{ fiscal: { status: string } | null }>(request, "GET", `/orders/${order.id}`, { token: staff })).body.fiscal?.status).toBe("authorized");

  await openAsStaff(page, request, "/backoffice/fiscal");
  await expect(page.getByRole("heading", { level: 1, name: "Fiscal" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/backoffice/store?secao=fiscal");
  await expect(page.getByRole("switch", { name: "Emitir a NFC-e (nota fiscal do consumidor) de cada venda" })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto(`/backoffice/orders/table`);
  await page.getByRole("cell", { name: new RegExp(`^#${order.external_id}\\b`) }).dblclick();
  const panel = page.getByRole("region", { name: `NFC-e do pedido #${order.external_id}` });
  await panel.getByRole("button", { name: "Cancelar NFC-e" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancelar a NFC-e do pedido #${order.external_id}?` });
  await dialog.getByLabel("Motivo do cancelamento").fill("Cliente desistiu do pedido");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancelar NFC-e" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("NFC-e cancelada")).toBeVisible();
});
