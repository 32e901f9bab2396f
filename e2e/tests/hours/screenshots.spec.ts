import { expect, test } from "@playwright/test";
import { staffToken } from "../../support/backoffice";
import { urls } from "../../support/servers";
import { newCustomer, openSignedIn } from "../../support/storefront";
import { guaranaInCartForPickup } from "./cart-steps";

// Pictures of the Horários screen (1280x800) and the cart's scheduling (390x844) for review.
// playwright.config.ts includes this file only when SCREENSHOTS_DIR is set:
// SCREENSHOTS_DIR=/tmp/shots pnpm exec playwright test --project=hours --no-deps screenshots
const dir = process.env.SCREENSHOTS_DIR;

test("screenshots of the Horários screen and the cart's scheduling", async ({ page, browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const staff = await context.newPage();
  await staff.goto(`${urls.backoffice}/backoffice`);
  await staff.evaluate((value) => localStorage.setItem("token", value), await staffToken(request));
  await staff.goto(`${urls.backoffice}/backoffice/hours`);
  await expect(staff.getByRole("button", { name: "Salvar horários" })).toBeVisible();
  await staff.screenshot({ path: `${dir}/hours-top.png` });
  await staff.getByRole("button", { name: "Copiar horários de Segunda para outros dias" }).click();
  await staff.getByRole("button", { name: "Adicionar data" }).click();
  await staff.getByRole("heading", { name: "Agendamento e preços" }).scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${dir}/hours-bottom.png` });
  await context.close();

  const buyer = await newCustomer(request, { withAddress: false });
  await openSignedIn(page, buyer, "/");
  await guaranaInCartForPickup(page);
  await page.getByRole("radio", { name: /^Agendar/ }).check();
  await page.getByRole("radio", { name: /^Amanhã/ }).check();
  await expect(page.getByRole("group", { name: "Horário" }).getByRole("radio").first()).toBeVisible();
  await page.getByRole("group", { name: "Horário" }).getByRole("radio").first().check();
  await page.getByRole("heading", { name: "Quando?" }).or(page.getByText("Quando?")).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/cart-scheduling.png` });
});
