import { expect, type Page, test } from "@playwright/test";
import { latestSmsCode, newAccount, signUpByApi } from "../../support/accounts";
import { expectNoAxeViolations } from "../../support/axe";
import { openAsStaff } from "../../support/backoffice";
import { E2E_OPENDELIVERY, urls } from "../../support/servers";
import { E2E_TWILIO } from "../../support/sms";

// Rotating the secret breaks the simulated PDV's credentials: this runs in "reports", after the
// operations project where the PDV specs poll with E2E_OPENDELIVERY.clientSecret.
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: SCREENSHOTS ? `${SCREENSHOTS}/${name}.png` : test.info().outputPath(`${name}.png`), fullPage: true });
}

function tokenRequest(secret: string) {
  return { form: { client_id: E2E_OPENDELIVERY.clientId, client_secret: secret, grant_type: "client_credentials" } };
}

test("staff see OpenDelivery on, rotate the PDV's secret once, and only the new secret gets a token", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: urls.backoffice });
  await openAsStaff(page, request, "/backoffice/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrações" })).toBeVisible();
  const card = page.getByRole("region", { name: "OpenDelivery" });
  await expect(card.getByText("Ligada", { exact: true })).toBeVisible();
  await expect(page.getByTestId("value-Client ID")).toHaveText(E2E_OPENDELIVERY.clientId);
  await expect(page.getByTestId("value-URL base")).toHaveText(/\/opendelivery$/);
  await expectNoAxeViolations(page);
  await shoot(page, "integrations-desktop");
  // On a phone, staff fold the menu away to see the screen.
  await page.getByRole("button", { name: "Recolher menu" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "integrations-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Expandir menu" }).click();

  await card.getByRole("button", { name: "Gerar novo segredo" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Gerar novo segredo?" });
  await expect(confirm).toContainText("o PDV para de receber os pedidos");
  await confirm.getByRole("button", { name: "Gerar novo segredo" }).click();
  const shown = page.getByRole("dialog", { name: "Novo segredo do PDV" });
  await expect(shown).toContainText("Copie agora: este segredo não será mostrado de novo.");
  const secret = (await shown.getByTestId("value-Novo segredo").textContent())!.trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(secret).not.toBe(E2E_OPENDELIVERY.clientSecret);
  await shown.getByRole("button", { name: "Copiar Novo segredo" }).click();
  await expect(shown.getByText("Novo segredo: copiado.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoAxeViolations(page);
  await shoot(page, "integrations-new-secret");

  await shown.getByRole("button", { name: "Já copiei, fechar" }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(card.getByText(/^Gerado nesta tela em/)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The proof: the PDV's old secret stops working and the new one gets a token.
  const old = await request.post(`${urls.api}/opendelivery/oauth/token`, tokenRequest(E2E_OPENDELIVERY.clientSecret));
  expect(old.status()).toBe(401);
  const fresh = await request.post(`${urls.api}/opendelivery/oauth/token`, tokenRequest(secret));
  expect(fresh.status()).toBe(200);
  expect(((await fresh.json()) as { access_token: string }).access_token).toEqual(expect.any(String));
});

test("staff see the text messages: Twilio, its sender, and a code asked now among today's deliveries", async ({ page, request }) => {
  // A customer asks for a code; it reaches the phone through the (faked) provider.
  const account = newAccount();
  await signUpByApi(request, account);
  const asked = await request.post(`${urls.api}/auth/password/forgot`, { data: { document: account.document } });
  expect(asked.status()).toBe(200);
  await latestSmsCode(request, account.phone);

  await openAsStaff(page, request, "/backoffice/integrations");
  const card = page.getByRole("region", { name: "Mensagens de texto (SMS)" });
  await expect(card.getByText("Enviando", { exact: true })).toBeVisible();
  const fact = (term: string) => card.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Provedor")).toHaveText("Twilio");
  await expect(fact("Remetente")).toHaveText(E2E_TWILIO.from);
  await expect(fact("Enviadas hoje")).toHaveText(/^\d+ mensage(m|ns)$/);
  expect(Number((await fact("Enviadas hoje").textContent())!.split(" ")[0])).toBeGreaterThanOrEqual(1);
  await expect(fact("Última falha")).toHaveText("Nenhuma falha");
  await expect(card.getByText("Nenhum SMS é enviado")).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shoot(page, "integrations-sms-desktop");
  await page.getByRole("button", { name: "Recolher menu" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "integrations-sms-390");
});
