import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";

// The company pages read the store's public data and change nothing but the removal requests
// (which have no list route: the 201 of POST /clients/remove-data-request is the proof).

test("/company: the store, its contacts and the legal pages", async ({ page }) => {
  await page.goto("/menu");
  await page.getByRole("link", { name: "Informações" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Forno Pizzaria" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Rua Girassol, 350 - Vila Madalena/ })).toHaveAttribute("href", /google\.com\/maps\/search/);
  await expect(page.getByRole("link", { name: "(11)3210-4567" })).toHaveAttribute("href", "tel:+551132104567");
  await expect(page.getByText("Forno Pizzaria e Restaurante Ltda. · CNPJ 45.271.983/0001-39")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Termos de Uso" }).click();
  const terms = page.getByRole("article");
  await expect(terms).toContainText("Forno Pizzaria e Restaurante Ltda., inscrita no CNPJ sob o nº 45.271.983/0001-39");
  await expect(terms).toContainText("foro da Comarca de São Paulo");
  await expect(terms).toContainText("menores de 18 anos");
  await expect(terms).toContainText("Última atualização: 10 de maio de 2025.");
  await expectNoAxeViolations(page);
});

test("/company/privacy: every section, and #cookies scrolls to 80px below the top", async ({ page }) => {
  await page.goto("/company/privacy#cookies");
  await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidade" })).toBeVisible();
  await expect(page.getByRole("region", { name: "4. Cookies e armazenamento local" })).toBeVisible();
  await expect.poll(() => page.locator("#cookies").evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(80);
  await expect(page.getByRole("article")).toContainText("Esta política foi atualizada em 10 de maio de 2025.");
  await expectNoAxeViolations(page);

  await page.getByText("Índice").click();
  await page.getByRole("link", { name: "Seus direitos" }).click();
  await expect(page).toHaveURL(/#direitos$/);
  await expect.poll(() => page.locator("#direitos").evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(80);
});

test("/company/remove-data: the request reaches the API, the form resets, the message leaves after 5 s", async ({ page }) => {
  await page.goto("/company/remove-data");
  await expect(page.getByRole("heading", { level: 1, name: "Remoção de dados" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Solicitar remoção" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Nome").pressSequentially("carla removida");
  await page.getByLabel("Telefone").pressSequentially("11955554444");
  await page.getByLabel("E-mail").fill("Carla@Example.com");
  await expectNoAxeViolations(page);

  const sent = page.waitForResponse((response) => response.url().endsWith("/clients/remove-data-request") && response.request().method() === "POST");
  await submit.click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: "Solicitação enviada com sucesso." });
  await expect(page.getByText("Solicitação enviada com sucesso.")).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue("");
  await expect(page.getByText("Solicitação enviada com sucesso.")).toBeHidden({ timeout: 7000 });
});

test("/web at 1440x900: the panel, the links and the app in its frame", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/web");
  await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  const site = page.getByRole("navigation", { name: "Site da loja" });
  await expect(site.getByRole("link")).toHaveText(["Início", "Sobre", "Cardápio", "Galeria", "Eventos", "Contato", "Delivery"]);
  await expect(site.getByRole("link", { name: "Galeria" })).toHaveAttribute("href", "https://forno.example.com/galeria");
  const frame = page.locator("iframe[name=forno-app]");
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(560);
  expect(box.height).toBeGreaterThanOrEqual(720);
  expect(box.height).toBeLessThanOrEqual(980);
  await expect(page.frameLocator("iframe[name=forno-app]").getByRole("heading", { name: "Bem vindo" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeHidden();
  await expect(frame).toBeVisible();
});
