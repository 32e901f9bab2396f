import { expect, test } from "@playwright/test";
import { newAccount, signInByForm, signUpByApi } from "../../support/accounts";
import { HOME_ADDRESS } from "../../support/storefront";
import { apiCall } from "../../support/backoffice";

// Pictures of the account and company screens for review. playwright.config.ts includes this file
// only when SCREENSHOTS_DIR is set:
// SCREENSHOTS_DIR=/tmp/shots pnpm exec playwright test --project=storefront screenshots
const dir = process.env.SCREENSHOTS_DIR;

test("screenshots of the account, profile, address, privacy and /web screens", async ({ page, request }) => {
  const shot = (name: string) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
  await page.goto("/sign-up");
  await expect(page.getByLabel("Nome completo")).toBeVisible();
  await shot("sign-up");
  await page.goto("/sign-in");
  await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toBeVisible();
  await shot("sign-in");

  const account = newAccount();
  await signUpByApi(request, account);
  await signInByForm(page, account.document, account.password);
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  await apiCall(request, "POST", "/client-addresses", { token, data: HOME_ADDRESS });
  await page.goto("/profile");
  await expect(page.getByText(account.masked)).toBeVisible();
  await shot("profile");
  await page.goto("/profile/address");
  await expect(page.getByRole("list", { name: "Seus endereços" })).toBeVisible();
  await shot("addresses");
  await page.getByRole("button", { name: /^Editar/ }).click();
  await expect(page.getByText("Rua Aspicuelta")).toBeVisible();
  await shot("address-form");
  await page.goto("/profile/me");
  await expect(page.getByLabel("Nome completo")).toHaveValue(account.name);
  await shot("personal-data");
  await page.goto("/company");
  await expect(page.getByRole("heading", { level: 2, name: "Forno Pizzaria" })).toBeVisible();
  await shot("company");
  await page.goto("/company/privacy");
  await expect(page.getByRole("article")).toBeVisible();
  await shot("privacy");
  await page.goto("/company/privacy#cookies");
  await expect.poll(() => page.locator("#cookies").evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(80);
  await shot("privacy-cookies");
  await page.goto("/company/remove-data");
  await expect(page.getByRole("button", { name: "Solicitar remoção" })).toBeVisible();
  await shot("remove-data");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/web");
  await expect(page.frameLocator("iframe[name=forno-app]").getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
  await shot("web-1440");
});
