import { expect, test } from "@playwright/test";
import { newAccount, signInByForm, signUpByApi } from "../../support/accounts";
import { expectNoAxeViolations } from "../../support/axe";

const OUT_OF_AREA = "O CEP informado não foi encontrado ou está fora da área de entrega.";

test("addresses: refused outside the area, added by CEP, shown in the cart's picker, edited, deleted", async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await page.goto("/sign-in");
  await signInByForm(page, account.document, account.password);
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("link", { name: "Endereços" }).click();
  await expect(page.getByRole("heading", { name: "Nenhum endereço cadastrado" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Adicionar endereço" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();

  // Avenida Paulista is a known CEP the store does not deliver to (inactive area).
  const cep = page.getByLabel("CEP");
  await cep.pressSequentially("01310100");
  await expect(cep).toHaveValue("01310-100");
  await page.getByLabel("Número").click();
  await expect(page.getByText(OUT_OF_AREA)).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar endereço" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await cep.fill("");
  await cep.pressSequentially("05433010");
  await page.getByLabel("Número").click();
  await expect(page.getByText("Rua Aspicuelta")).toBeVisible();
  await expect(page.getByText(/Taxa de entrega: R\$\s5,00/)).toBeVisible();
  await expect(page.getByText(OUT_OF_AREA)).toHaveCount(0);
  await page.getByLabel("Número").fill("120");
  await page.getByLabel(/^Complemento/).fill("Apto 42");
  await page.getByLabel(/^Referência/).fill("Portão azul");
  await page.getByLabel(/^Apelido/).fill("Casa");
  await page.getByRole("button", { name: "Salvar endereço" }).click();

  const list = page.getByRole("list", { name: "Seus endereços" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Rua Aspicuelta, 120, Apto 42");
  await expect(list).toContainText("Principal");
  await expectNoAxeViolations(page);

  await list.getByRole("button", { name: /^Editar/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar endereço" })).toBeVisible();
  await expect(page.getByText("Rua Aspicuelta")).toBeVisible();
  await page.getByLabel("Número").fill("130");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(list).toContainText("Rua Aspicuelta, 130, Apto 42");

  // The cart offers it for delivery and in its address picker.
  await page.goto("/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("guaraná 2");
  await page.getByRole("link", { name: /^Guaraná 2 L/ }).click();
  await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await expect(page.getByRole("radio", { name: /^Entrega Casa - Rua Aspicuelta, 130, Apto 42/ })).toBeVisible();
  await page.getByRole("button", { name: "Trocar endereço" }).click();
  const picker = page.getByRole("dialog", { name: "Selecione um endereço" });
  await expect(picker.getByRole("button", { name: /Casa - Rua Aspicuelta, 130, Apto 42/ })).toBeVisible();
  await picker.getByRole("button", { name: "Cancelar" }).click();

  await page.goto("/profile/address");
  await list.getByRole("button", { name: /^Excluir/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir endereço" });
  await expect(confirm).toContainText("Deseja excluir o endereço Casa - Rua Aspicuelta, 130, Apto 42?");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(page.getByRole("heading", { name: "Nenhum endereço cadastrado" })).toBeVisible();

  await page.goto("/");
  await page.getByRole("button", { name: /Selecione um endereço/ }).click();
  await expect(page.getByRole("dialog", { name: "Selecione um endereço" }).getByText("Nenhum endereço encontrado.")).toBeVisible();
});
