import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { DEMO_CLIENT, DEMO_STAFF } from "../../support/backoffice";

test.describe("staff login", () => {
  test("the demo staff signs in: document reformatted, token stored, the Dashboard opened, the desk one click away", async ({ page }) => {
    await page.goto("/backoffice");
    await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Documento").pressSequentially(DEMO_STAFF.document);
    await expect(page.getByLabel("Documento")).toHaveValue(DEMO_STAFF.masked);
    await page.getByLabel("Senha").fill(DEMO_STAFF.password);
    await page.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Pedidos" }).click();
    await expect(page).toHaveURL(/\/backoffice\/orders$/);
    await expect(page.getByRole("region", { name: /^Novos/ })).toBeVisible();

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/backoffice$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("a wrong password shows the server's message above the form", async ({ page }) => {
    await page.goto("/backoffice");
    await page.getByLabel("Documento").fill(DEMO_STAFF.document);
    await page.getByLabel("Senha").fill("senha-errada");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Documento ou senha inválidos.");
    await expect(page).toHaveURL(/\/backoffice$/);
    await expectNoAxeViolations(page);
  });

  test("a client's account cannot enter the backoffice", async ({ page }) => {
    await page.goto("/backoffice");
    await page.getByLabel("Documento").fill(DEMO_CLIENT.document);
    await page.getByLabel("Senha").fill(DEMO_CLIENT.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Documento ou senha inválidos.");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("the validation rules of the login form", async ({ page }) => {
    await page.goto("/backoffice");
    await page.getByLabel("Documento").fill("123");
    await expect(page.getByText("Documento inválido")).toBeVisible();
    await page.getByLabel("Senha").fill("12345");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
  });

  test("an expired or foreign token goes back to the login", async ({ page }) => {
    await page.goto("/backoffice");
    await page.evaluate(() => localStorage.setItem("token", "token-que-nao-vale"));
    await page.goto("/backoffice/products");
    await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
