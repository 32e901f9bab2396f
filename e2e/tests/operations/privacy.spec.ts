import { readFile } from "node:fs/promises";
import { devices, expect, test, type Page } from "@playwright/test";
import { formatPhone } from "@forno/domain/format";
import { newAccount, signInByForm, signUpByApi } from "../../support/accounts";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff } from "../../support/backoffice";
import { urls } from "../../support/servers";

// Issue 18 (LGPD): a new customer downloads their data and files a removal request from the
// storefront; staff fulfil it in Privacidade; the customer's session ends and the account can no
// longer sign in. The customer's own account and phone keep this test apart from parallel ones.

/** Review screenshots, only when SCREENSHOTS_DIR is set (as the journey's). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/privacy-${name}.png` });
}

test("privacy: 'Baixar meus dados', a removal request fulfilled by staff, and the client can no longer sign in", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const account = newAccount();
  await signUpByApi(request, account);
  // An order of theirs, which the store keeps after the removal (operations.md section 5).
  const { body: session } = await apiCall<{ access_token: string }>(request, "POST", "/auth/sign-in", { data: { document: account.document, password: account.password } });
  const { body: drinks } = await apiCall<{ id: number }[]>(request, "GET", "/products?where_product_group=Bebidas&take=1");
  const drink = drinks[0]!.id;
  const { body: order } = await apiCall<{ external_id: number }>(request, "POST", "/orders", {
    token: session.access_token,
    data: { items: [{ cart_index: 0, item_id: drink, item_id_parent: null, item_group: 0, product_id: drink, quantity: 1, item_notes: null }], cart: [], is_delivery: false, order_notes: "Antes da remoção" },
  });

  // The customer, on a phone.
  const phone = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const customer = await phone.newPage();
  await customer.goto("/sign-in");
  await signInByForm(customer, account.document, account.password);
  await expect(customer.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();

  await customer.goto("/profile");
  const downloadButton = customer.getByRole("button", { name: "Baixar meus dados" });
  await expect(downloadButton).toBeVisible();
  await shot(customer, "profile");
  const downloading = customer.waitForEvent("download");
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-forno-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as { profile: { name: string; document: string; phone: string } };
  expect(file.profile).toMatchObject({ name: account.name, document: account.document, phone: account.phone });
  await expectNoAxeViolations(customer);

  await customer.goto("/company/remove-data");
  await customer.getByLabel("Telefone").fill(account.phone);
  await customer.getByRole("button", { name: "Solicitar remoção" }).click();
  await expect(customer.getByText("Solicitação enviada com sucesso.")).toBeVisible();

  // Staff, at the counter: newest pending first, so other tests' requests never push this one out of view.
  await openAsStaff(page, request, "/backoffice/privacy?where_status=pending&order_created_at=desc");
  await expect(page.getByRole("heading", { level: 1, name: "Privacidade" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: formatPhone(account.phone) });
  await expect(row.getByText("Pendente")).toBeVisible();
  await shot(page, "list");
  await row.getByRole("button", { name: /^Atender/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(/Cliente removido/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "fulfil-dialog");
  await dialog.getByRole("button", { name: "Remover dados" }).click();
  await expect(page.getByText("Pedido atendido: dados removidos")).toBeVisible();
  await page.goto("/backoffice/privacy?where_status=done&order_created_at=desc");
  await expect(page.getByRole("row").filter({ hasText: formatPhone(account.phone) }).getByText("Atendido")).toBeVisible();
  // Their order stays, under "Cliente removido", with no phone left (decision 3703).
  await page.goto(`/backoffice/orders/table?where_external_id=${order.external_id}`);
  const orderRow = page.getByRole("row").filter({ hasText: `#${order.external_id}` });
  await expect(orderRow).toContainText("Cliente removido");
  await expect(orderRow).not.toContainText(account.name);
  await expect(orderRow).not.toContainText(formatPhone(account.phone));

  // The customer's session has ended, and the password no longer opens the account.
  await customer.goto("/profile/me");
  await expect(customer).toHaveURL(/\/sign-in$/);
  await signInByForm(customer, account.document, account.password);
  await expect(customer.getByRole("alert")).toHaveText("Documento ou senha inválidos.");
  await phone.close();
});

test("help: every section links to its screen, and the store's guide opens with its pictures", async ({ page, request }) => {
  await openAsStaff(page, request, "/backoffice/help");
  await expect(page.getByRole("heading", { level: 1, name: "Ajuda" })).toBeVisible();
  // The owner's guide first (issue 36), then the tasks.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Guia da loja",
    "Aceitar e imprimir pedidos",
    "Definir os horários",
    "Pausar a loja",
    "Anotar um pedido por telefone",
    "Criar um cupom de desconto",
    "Atender um pedido de remoção de dados (LGPD)",
  ]);
  await expectNoAxeViolations(page);
  await shot(page, "help");
  await page.getByRole("link", { name: "Abrir o guia da loja" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guia da loja" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Minha loja, aba Pagamentos" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole("link", { name: "Abrir Privacidade" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacidade" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Abrir Horários" }).click();
  await expect(page).toHaveURL(/\/backoffice\/hours$/);
});
