import { addDays, DAY_NAMES, wallClock, weekdayOf } from "@forno/domain/store-hours";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { staffToken } from "../../support/backoffice";
import { urls } from "../../support/servers";
import { newCustomer, openSignedIn } from "../../support/storefront";
import { guaranaInCartForPickup } from "./cart-steps";

// Runs in the "hours" project: after the projects that place orders (a closed store would refuse
// theirs) and before the store-offline ones. The store's hours and pause are always restored.

const ZONE = "America/Sao_Paulo";
const DAY_TITLES = DAY_NAMES.map((name) => name.charAt(0).toUpperCase() + name.slice(1));

async function hoursCall(request: APIRequestContext, method: "GET" | "PUT" | "DELETE", body?: unknown) {
  const token = await staffToken(request);
  const path = method === "DELETE" ? "/store/pause" : "/store/hours";
  const response = await request.fetch(`${urls.api}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, ...(body ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as { timezone: string; week: unknown[]; exceptions: unknown[] };
}

async function staffPage(browser: Browser, request: APIRequestContext, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "pt-BR", timezoneId: ZONE });
  const page = await context.newPage();
  await page.goto(`${urls.backoffice}/backoffice`);
  await page.evaluate((value) => localStorage.setItem("token", value), await staffToken(request));
  await page.goto(`${urls.backoffice}${path}`);
  return page;
}

test("closed now: the storefront says when it opens, a customer schedules the next slot and pays; a pause shows at once", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const saved = await hoursCall(request, "GET");
  const today = wallClock(Date.now(), ZONE).date;
  const tomorrow = addDays(today, 1);
  const tomorrowTitle = DAY_TITLES[weekdayOf(tomorrow)]!;
  const slotLabel = `${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)} às 18:00`;
  const buyer = await newCustomer(request, { withAddress: false });
  try {
    // 1. Staff leave only tomorrow open, 18:00 to 23:00: the store is closed now.
    const staff = await staffPage(browser, request, "/backoffice/hours");
    await expect(staff.getByRole("heading", { level: 1, name: "Horários" })).toBeVisible();
    // The week is removed row by row with count(), which does not wait: the table must be on screen first
    // (on a busy machine the loop once ran against the skeleton and removed nothing).
    await expect(staff.getByRole("row", { name: new RegExp(`^${DAY_TITLES[0]}`) })).toBeVisible();
    for (const title of DAY_TITLES) {
      const row = staff.getByRole("row", { name: new RegExp(`^${title}`) });
      while ((await row.getByRole("button", { name: /^Remover horário/ }).count()) > 0) {
        await row.getByRole("button", { name: /^Remover horário/ }).first().click();
      }
    }
    await staff.getByRole("button", { name: `Adicionar horário em ${tomorrowTitle}` }).click();
    await staff.getByRole("button", { name: "Salvar horários" }).click();
    await expect(staff.getByText("Horários salvos")).toBeVisible();
    await expect(staff.getByRole("status").filter({ hasText: /^Fechado/ })).toHaveText("Fechado · abre amanhã às 18:00");
    await expectNoAxeViolations(staff);

    // 2. The storefront says when it opens.
    await openSignedIn(page, buyer, "/");
    await expect(page.getByRole("region", { name: "Informações da loja" })).toContainText("Fechado · abre amanhã às 18:00");

    // 3. The customer schedules the first slot of tomorrow, picks up at the counter and pays by Pix.
    await guaranaInCartForPickup(page);
    await expect(page.getByRole("button", { name: "Agendar pedido" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: /^Agora/ })).toBeDisabled();
    await page.getByRole("radio", { name: /^Amanhã/ }).check();
    await page.getByRole("group", { name: "Horário" }).getByRole("radio", { name: "18:00" }).check();
    await expect(page.getByRole("radio", { name: /^Agendar/ }).locator("..")).toContainText(`Para ${slotLabel}`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^Pagar \|/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole("button", { name: /^Pix/ }).click();
    await page.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
    await expect(page).toHaveURL(/\/$/);

    // 4. The order shows its scheduled time in the list and on /order.
    await page.goto("/orders");
    const row = page.getByRole("link", { name: /^Pedido #/ }).first();
    await expect(row).toContainText("Agendado");
    await expect(row).toContainText(`para ${slotLabel}`);
    await row.click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByText(`para ${slotLabel}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // 5. Back to the saved hours; staff pause orders for 15 minutes and the storefront shows it on reload.
    await hoursCall(request, "PUT", { timezone: saved.timezone, week: saved.week, exceptions: saved.exceptions });
    await staff.reload();
    await staff.getByLabel("Pausar por").selectOption("15");
    await staff.getByLabel(/^Motivo/).fill("Cozinha cheia");
    await staff.getByRole("button", { name: "Pausar pedidos" }).click();
    await expect(staff.getByText(/^Pedidos pausados até \d\d:\d\d · Cozinha cheia$/)).toBeVisible();
    await expectNoAxeViolations(staff);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Informações da loja" })).toContainText(/Fechado · abre hoje às \d\d:\d\d/);
    await staff.getByRole("button", { name: "Retomar" }).click();
    await expect(staff.getByRole("button", { name: "Pausar pedidos" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Informações da loja" })).toContainText("Aberto");
    await staff.context().close();
  } finally {
    await hoursCall(request, "DELETE");
    await hoursCall(request, "PUT", { timezone: saved.timezone, week: saved.week, exceptions: saved.exceptions });
  }
});
