import { type Locator, expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { paidOrder } from "../../support/orders";

// A counter laptop (decision 2100): the orders table fits without sideways scrolling and the
// toasts appear where they hide nothing. Set SCREENSHOTS_DIR to keep pictures for review.
test.use({ viewport: { width: 1280, height: 800 } });
const shots = process.env.SCREENSHOTS_DIR;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

test("orders table at 1280 px: every column whole, no sideways scroll, the client's name whole, pickups say so", async ({ page, request }) => {
  const order = await paidOrder(request, "Pedido do teste de layout");
  await openAsStaff(page, request, "/backoffice/orders/table");
  const table = page.getByRole("table", { name: "Pedidos" });
  const row = table.locator("tbody:not([aria-hidden])").filter({ hasText: `#${order.external_id}` });
  await expect(row.getByText("Retirada no balcão")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/backoffice-orders-table-1280.png` });

  const geometry = await table.evaluate((element) => {
    const container = element.parentElement!;
    const right = container.getBoundingClientRect().right;
    const headers = [...element.querySelectorAll("thead th")].map((th) => ({
      text: th.textContent?.replace("↕", "").trim() ?? "",
      whole: th.scrollWidth <= th.clientWidth && th.getBoundingClientRect().right <= right + 0.5,
    }));
    // Every cell of the visible rows shows its whole text (Endereço, 7th, may clamp at two lines; its title has it all).
    const cut = [...element.querySelectorAll("tbody:not([aria-hidden]) > tr:first-child > td:not(:nth-child(7))")]
      .filter((td) => td.scrollWidth > td.clientWidth)
      .map((td) => td.textContent);
    return { overflow: container.scrollWidth - container.clientWidth, headers, cut };
  });
  expect(geometry.cut, "cells cut short").toEqual([]);
  expect(geometry.overflow, "the table scrolls sideways").toBeLessThanOrEqual(0);
  expect(geometry.headers.filter((header) => !header.whole).map((header) => header.text)).toEqual([]);
  expect(geometry.headers.map((header) => header.text)).toContain("Entrega prevista");

  const clients = row.locator("tr").first().locator("td").nth(4).locator("span");
  await expect(clients).toHaveText("Maria Oliveira Santos");
  expect(await clients.evaluate((span) => span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight)).toBe(true);
});

test("a toast appears bottom right, clear of the filters, inside the polite live region", async ({ page, request }) => {
  const cep = `08${String(Date.now() % 1_000_000).padStart(6, "0")}`;
  const masked = `${cep.slice(0, 5)}-${cep.slice(5)}`;
  await apiCall(request, "POST", "/ceps", {
    token: await staffToken(request),
    data: { postal_code: cep, street: "Rua do Layout", neighborhood: "Vila Teste", city: "São Paulo", state: "SP", amount: 7, active: true },
  });
  await openAsStaff(page, request, `/backoffice/ceps?where_postal_code=${cep}`);
  await page.getByRole("table", { name: "CEPs" }).getByText(masked).dblclick();
  const form = page.getByRole("form", { name: `Editar CEP ${masked}` });
  await form.getByRole("checkbox", { name: "Exibe no App?" }).uncheck();
  await form.getByRole("button", { name: "Atualizar" }).click();

  const region = page.getByRole("status", { name: "Notificações" });
  await expect(region).toHaveAttribute("aria-live", "polite");
  const toast = region.locator("[data-type]").filter({ hasText: `CEP ${masked} atualizado` });
  await expect(toast).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/backoffice-toast-1280.png` });
  const toastBox = await box(toast);
  expect(intersects(toastBox, await box(page.getByRole("search")))).toBe(false);
  expect(toastBox.x + toastBox.width).toBeGreaterThan(1280 - 80);
  expect(toastBox.y + toastBox.height).toBeGreaterThan(800 - 120);
});
