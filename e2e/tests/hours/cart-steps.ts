import { type Page } from "@playwright/test";

/** From the catalogue: finds the 2 L guaraná, adds it and opens the cart with pickup chosen. */
export async function guaranaInCartForPickup(page: Page) {
  await page.goto("/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("guaraná 2");
  await page.getByRole("link", { name: /^Guaraná 2 L/ }).click();
  await page.getByRole("button", { name: /^Adicionar \|/ }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
}
