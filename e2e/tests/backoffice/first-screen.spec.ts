import { expect, test } from "@playwright/test";
import { staffToken } from "../../support/backoffice";
import { loadingScreenShown, recordLoadingScreen } from "../../support/loading-screen";

// A screen opened by its address (a bookmark, a reload of the desk) paints with its content first:
// the route's loading screen ("Carregando...") never shows, since React keeps it up for 300 ms once
// it has (decision 3712). Recorded from each page's first script on.

test("the login opened by its address paints without the loading screen", async ({ page }) => {
  await recordLoadingScreen(page);
  await page.goto("/backoffice");
  await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
  expect(await loadingScreenShown(page)).toBe(false);
});

test("the order desk opened by its address (a layout and its screen, both lazy) paints without the loading screen", async ({ page, request }) => {
  const token = await staffToken(request);
  await page.goto("/backoffice");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await recordLoadingScreen(page);
  await page.goto("/backoffice/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible({ timeout: 20_000 });
  expect(await loadingScreenShown(page)).toBe(false);
});
