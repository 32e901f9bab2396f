import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";

test("home greets an anonymous visitor and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Bem vindo" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown path shows the not-found screen with a way home", async ({ page }) => {
  await page.goto("/pagina-que-nao-existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada." })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
});
