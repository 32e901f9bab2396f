import { expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken, uniqueSuffix } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { HOME_ADDRESS, randomCpf } from "../../support/storefront";

/** A returning customer of their own: signed up online, with their home address saved. */
async function returningCustomer(request: Parameters<typeof apiCall>[0]) {
  const document = randomCpf();
  const password = "Teste@2025";
  const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  // A full name: every word with a letter (the sign-up's rule), told apart by its last word.
  const name = `Cliente Telefone ${uniqueSuffix()}`;
  await apiCall(request, "POST", "/clients", { data: { name, document, phone, email: null, birthday: null, password } });
  const { body } = await apiCall<{ access_token: string }>(request, "POST", "/auth/sign-in", { data: { document, password } });
  await apiCall(request, "POST", "/client-addresses", { token: body.access_token, data: HOME_ADDRESS });
  return { name, phone };
}

test("a staff member takes a half-and-half phone order for a returning customer in under a minute, pays it by Pix, and it rings on the desk", async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await returningCustomer(request);
  await openAsStaff(page, request, "/backoffice/orders");
  await page.getByRole("link", { name: "Novo pedido" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo pedido" })).toBeVisible();

  const started = Date.now();
  // The cursor starts in the phone field: the staff member types while the customer speaks.
  await page.keyboard.type(customer.phone);
  await expect(page.getByText(`Cliente: ${customer.name}`)).toBeVisible();
  await expect(page.getByText(/Último endereço: Rua Aspicuelta, 120.*\(CEP 05433-010\)/)).toBeVisible();
  await page.getByRole("button", { name: "Usar último endereço" }).click();
  await expect(page.getByLabel("CEP")).toHaveValue("05433-010");

  // "Produto" narrows as it is typed (decision 3707): a few letters, then Enter on the first match.
  const product = page.getByRole("combobox", { name: "Produto" });
  await product.fill("calab");
  await expect(page.getByRole("option").first()).toHaveText("Calabresa");
  await product.press("ArrowDown");
  await product.press("Enter");
  await expect(product).toHaveValue("Calabresa");
  await page.getByRole("radio", { name: "1/2" }).check();
  await page.getByRole("radio", { name: "Massa Tradicional" }).check();
  await page.getByRole("button", { name: /Adicionar item/ }).click();
  await product.fill("marg");
  await page.getByRole("option", { name: "Margherita", exact: true }).click();
  await expect(page.getByRole("radio", { name: "1/2" })).toBeChecked();
  await page.getByRole("button", { name: /Adicionar item/ }).click();
  // Half of 54,90 and half of 59,90 (the store's proportional rule), plus the area's R$ 5,00.
  await expect(page.getByRole("list", { name: "Itens do pedido" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("R$ 62,40")).toBeVisible();
  await page.getByLabel("Observações do pedido").fill("Cliente pediu bem assada");
  await page.getByRole("button", { name: "Criar pedido" }).click();

  const heading = page.getByRole("heading", { name: /Pedido #\d+ criado/ });
  await expect(heading).toBeVisible();
  expect(Date.now() - started).toBeLessThan(60_000);
  const externalId = Number((await heading.textContent())!.match(/#(\d+)/)![1]);

  const token = await staffToken(request);
  const { body: found } = await apiCall<Array<{ id: number; channel: string; amount: number; delivery_fee: number; Client: { phone: string } }>>(
    request,
    "GET",
    `/orders?where_external_id=${externalId}`,
    { token },
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ channel: "phone", amount: 57.4, delivery_fee: 5, Client: { phone: customer.phone } });

  // Pix shown at the counter (or read out by phone); the sandbox approves it as the bank would.
  await page.getByRole("button", { name: "Pagar com Pix" }).click();
  await expect(page.getByRole("img", { name: "QR Code Pix" })).toBeVisible();
  await apiCall(request, "POST", `/sandbox/payments/${found[0]!.id}/approve`, { token });
  await expect(page.getByText("Pagamento confirmado. O pedido está no painel.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Imprimir comanda" })).toHaveAttribute("href", new RegExp(`/backoffice/orders/${found[0]!.id}/print`));

  await page.getByRole("link", { name: "Ver no painel" }).click();
  await expectNewestCardInColumn(page, "Novos", externalId);
  const card = page.getByRole("article", { name: `#${externalId}` });
  await expect(card).toContainText(customer.name);
  await expect(card).toContainText("Telefone");
});
