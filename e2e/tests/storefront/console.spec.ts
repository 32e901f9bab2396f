import { expect, test } from "@playwright/test";
import { newCustomer, openSignedIn } from "../../support/storefront";

// A customer's session through the screens with their own HTML page (catalog.html, cart.html...,
// whose preload hints the build writes) and the lazy ones: the browser's console stays clean. A
// preload the page never uses (another credentials mode: decision 3708) is a warning and a second
// download of the same file.
test("a storefront session leaves no warning or error in the browser's console", async ({ page, request }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    // The suite blocks service workers (playwright.config.ts): that notice is Playwright's own.
    if (message.text() === "Service Worker registration blocked by Playwright") return;
    if (message.type() === "warning" || message.type() === "error") messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  const customer = await newCustomer(request);
  await openSignedIn(page, customer, "/");
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, .+!$/ })).toBeVisible();

  // Each straight from the server (its own HTML page and preloads), as a reload or a shared link does.
  for (const path of ["/catalog", "/cart", "/orders", "/company", "/profile"]) {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible();
    // Preloads are reported unused a few seconds after the load event.
    await page.waitForTimeout(3_500);
  }
  // Then within the app: a product from the catalogue, back to the home.
  await page.goto("/catalog");
  await page.getByRole("link", { name: /Margherita/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(messages).toEqual([]);
});
