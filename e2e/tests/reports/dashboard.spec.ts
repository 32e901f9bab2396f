import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatMoney, STORE_TIME_ZONE } from "@forno/domain/format";
import { addDays, wallClock } from "@forno/domain/store-hours";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { type PlacedOrder, paidOrder, payOrder, placeHalfAndHalfOrder } from "../../support/orders";

// The figures count every order of the day: this project runs alone, after all that pay orders.
test.describe.configure({ mode: "serial" });

const SCREENSHOTS = process.env.SCREENSHOTS_DIR;

interface Summary {
  orders: number;
  revenue: number;
  average_ticket: number;
  cancelled: number;
  top_products: { name: string; quantity: number }[];
}

const today = () => wallClock(Date.now(), STORE_TIME_ZONE).date;
const total = (order: PlacedOrder) => Math.round((order.amount + order.delivery_fee) * 100) / 100;

async function summary(request: APIRequestContext, from: string, to = from): Promise<Summary> {
  const token = await staffToken(request);
  return (await apiCall<Summary>(request, "GET", `/reports/summary?from=${from}&to=${to}`, { token })).body;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: SCREENSHOTS ? `${SCREENSHOTS}/${name}.png` : test.info().outputPath(`${name}.png`), fullPage: true });
}

const card = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

test("the dashboard shows today's figures after two orders are paid, the reports a period, and the CSV", async ({ page, request }) => {
  const date = today();
  const before = await summary(request, date);

  const drink = await paidOrder(request, "Pedido do teste do dashboard");
  const pizza = await placeHalfAndHalfOrder(request, "Meia calabresa, meia margherita do dashboard");
  await payOrder(request, pizza);

  const after = await summary(request, date);
  expect(after.orders).toBe(before.orders + 2);
  expect(after.revenue).toBeCloseTo(before.revenue + total(drink) + total(pizza), 2);
  expect(after.average_ticket).toBeCloseTo(after.revenue / after.orders, 2);

  await openAsStaff(page, request, "/backoffice/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(card(page, "Pedidos").locator("dd").first()).toHaveText(String(after.orders));
  await expect(card(page, "Faturamento").locator("dd").first()).toHaveText(formatMoney(after.revenue));
  await expect(card(page, "Ticket médio").locator("dd").first()).toHaveText(formatMoney(after.average_ticket));
  await expect(card(page, "Cancelados").locator("dd").first()).toHaveText(String(after.cancelled));
  await expect(card(page, "Pedidos")).toContainText("Semana passada:");
  const top = page.getByRole("table", { name: "Mais vendidos hoje" });
  await expect(top.getByRole("rowheader")).toHaveText(after.top_products.map((product) => product.name));
  await expect(page.getByText("Atualizando ao vivo.")).toBeVisible();
  await expect(page.getByTestId("bar-chart")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "dashboard");

  // Live: one more paid order reaches the figures through the staff stream, without a reload.
  const third = await paidOrder(request, "Pedido ao vivo do dashboard");
  await expect(card(page, "Pedidos").locator("dd").first()).toHaveText(String(after.orders + 1), { timeout: 15_000 });
  const latest = await summary(request, date);
  expect(latest.revenue).toBeCloseTo(after.revenue + total(third), 2);
  await expect(card(page, "Faturamento").locator("dd").first()).toHaveText(formatMoney(latest.revenue));

  // Relatórios: a 7-day period from the address, then "Hoje".
  const from = addDays(date, -6);
  const week = await summary(request, from, date);
  await page.goto(`/backoffice/reports?from=${from}&to=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  await expect(card(page, "Pedidos").locator("dd")).toHaveText(String(week.orders));
  await expect(card(page, "Faturamento").locator("dd")).toHaveText(formatMoney(week.revenue));
  await expect(page.getByRole("button", { name: "7 dias" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("heatmap")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "reports-7-days");
  await page.getByRole("button", { name: "Hoje" }).click();
  await expect(card(page, "Pedidos").locator("dd")).toHaveText(String(latest.orders));

  // Exportar CSV: today's file, opened as a spreadsheet in Portuguese would.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`pedidos-${date}-a-${date}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("pedido;pago_em;cliente;telefone;canal;entrega;pagamento;subtotal;taxa_entrega;desconto;cupom;total;status;nfce");
  const rows = lines.slice(1).map((line) => line.split(";"));
  expect(rows.length).toBe(latest.orders + latest.cancelled);
  for (const order of [drink, pizza, third]) {
    const row = rows.find((cells) => cells[0] === String(order.external_id));
    expect(row, `order ${order.external_id} in the CSV`).toBeDefined();
    expect(row![11]).toBe(total(order).toFixed(2).replace(".", ","));
    expect(row![1]).toMatch(new RegExp(`^${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} \\d{2}:\\d{2}$`));
  }
  expect(rows.find((cells) => cells[0] === String(pizza.external_id))![5]).toBe("Entrega");
});
