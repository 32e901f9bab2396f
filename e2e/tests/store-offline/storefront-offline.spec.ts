import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { newCustomer, openSignedIn, setStoreOnline } from "../../support/storefront";

// Runs in the "storefront-offline" project, after every other project: nothing else is running
// while the store is closed. The store is always reopened.

async function searchAndOpen(page: Page, query: string, name: RegExp) {
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill(query);
  await page.getByRole("link", { name }).click();
}

test("offline store: the home says so and the pay button reads 'App Offline'", async ({ page, request }) => {
  const buyer = await newCustomer(request, { withAddress: false });
  await setStoreOnline(request, false);
  try {
    await openSignedIn(page, buyer, "/");
    await expect(page.getByRole("region", { name: "Informações da loja" })).toContainText("Estamos fechados agora.");
    await expectNoAxeViolations(page);
    await page.goto("/catalog");
    await searchAndOpen(page, "guaraná 2", /^Guaraná 2 L/);
    await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
    await page.getByRole("button", { name: "Ver Pedido" }).click();
    await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
    await expect(page.getByRole("button", { name: "App Offline" })).toBeDisabled();
    await expectNoAxeViolations(page);
  } finally {
    await setStoreOnline(request, true);
  }
});
