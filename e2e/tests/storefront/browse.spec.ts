import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";

// Browsing needs no account and changes nothing on the server: these tests run in parallel.

test("home: greeting, the store block and the featured products", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Bem vindo" })).toBeVisible();
  const store = page.getByRole("region", { name: "Informações da loja" });
  await expect(store).toContainText("Forno Pizzaria");
  await expect(store).toContainText("Tempo de entrega estimado: 45 min");
  const featured = page.getByRole("region", { name: "Produtos em destaque" });
  await expect(featured.getByRole("link", { name: /Margherita/ })).toContainText("R$ 59,90");
  await expectNoAxeViolations(page);
  await featured.getByRole("link", { name: /Margherita/ }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeVisible();
});

test("catalogue: group tabs, pizza subgroups, search and the footer button", async ({ page }) => {
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 2, name: "Pizzas Grandes" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Tradicionais" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Bebidas" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Bebidas" })).toBeInViewport();
  await expect(page.getByRole("tab", { name: "Bebidas" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("GOIABADA");
  await expect(page.getByRole("link", { name: /^Romeu e Julieta Mussarela/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Margherita/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: "Ver Pedido" })).toHaveCount(0);
});

test("product: half-and-half with two flavours and additionals, priced right", async ({ page }) => {
  await page.goto("/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("margherita");
  await page.getByRole("link", { name: /^Margherita Molho/ }).click();

  const add = page.getByRole("button", { name: /^Adicionar \|/ });
  await expect(add).toHaveText("Adicionar | R$ 59,90");
  await expect(add).toBeDisabled();
  await page.getByRole("button", { name: "Escolher" }).click();
  const dialog = page.getByRole("dialog", { name: "Como você quer sua pizza?" });
  await expect(dialog.getByRole("button", { name: "Confirmar" })).toBeDisabled();
  await expect(dialog.getByRole("radio")).toHaveCount(4);
  await expectNoAxeViolations(page);
  await dialog.getByRole("radio", { name: /^Meio a meio/ }).check();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(add).toHaveText("Adicionar | R$ 29,95");
  await expect(page.getByText("Selecione o tipo de massa antes de continuar.")).toBeVisible();
  await expect(add).toBeDisabled();

  await page.getByRole("radio", { name: "Massa Tradicional" }).check();
  await page.getByRole("tab", { name: "Adicionais" }).click();
  // A half takes the individual pizza's extras: Bacon at R$ 5,00, not the large one's R$ 9,00.
  await page.getByRole("checkbox", { name: /^Bacon/ }).check();
  await expect(add).toHaveText("Adicionar | R$ 34,95");
  await expectNoAxeViolations(page);
  await add.click();

  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("button", { name: "Escolher Fatia" })).toBeDisabled();
  await expect(page.getByText("Falta 1/2 da sua pizza")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Pizzas Grandes"]);

  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("calabresa");
  await page.getByRole("link", { name: /^Calabresa Calabresa/ }).click();
  await expect(page.getByText("Pizza: 1/2")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Tipo de Massa" })).toHaveCount(0);
  await page.getByRole("button", { name: "Adicionar | R$ 27,45" }).click();

  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await expect(page.getByText("Pizza meio a meio")).toBeVisible();
  await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
  await expect(page.getByRole("button", { name: /^Pagar/ })).toHaveText("Pagar | R$ 62,40");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as { name: string; quantity: number }[]);
  expect(stored.map(({ name, quantity }) => [name, quantity])).toEqual([
    ["Margherita", 0.5],
    ["Calabresa", 0.5],
  ]);
});

test("empty cart: the message and the way to the menu", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ver cardápio" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test("paying without a session goes to /sign-in and the menu offers 'Acessar'", async ({ page }) => {
  await page.goto("/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("guaraná 2");
  await page.getByRole("link", { name: /^Guaraná 2 L/ }).click();
  await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await page.getByRole("radio", { name: /Retirar no balcão/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pagar | R$ 12,90" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto("/menu");
  await expect(page.getByRole("link", { name: "Acessar" })).toHaveAttribute("href", "/sign-in");
  await expectNoAxeViolations(page);
});
