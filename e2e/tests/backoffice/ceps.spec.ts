import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { onPhone } from "../../support/phone";
import { newCustomer, openSignedIn } from "../../support/storefront";

const OUT_OF_AREA = "O CEP informado não foi encontrado ou está fora da área de entrega.";

// A CEP of this test's own (never one of the seeded areas other tests order to), so switching it
// off cannot disturb a test running beside it.
function ownPostalCode(): string {
  return `09${String(Date.now() % 1_000_000).padStart(6, "0")}`;
}
const masked = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

test.describe("delivery areas (CEPs)", () => {
  test("switching off 'Exibe no App?' makes the storefront's CEP lookup refuse the area", async ({ page, request, browser }) => {
    const cep = ownPostalCode();
    await apiCall(request, "POST", "/ceps", {
      token: await staffToken(request),
      data: { postal_code: cep, street: "Rua do Teste (E2E)", neighborhood: "Vila Teste", city: "São Paulo", state: "SP", amount: 9.5, active: true },
    });
    const before = await apiCall<{ street: string }>(request, "GET", `/ceps/${cep}`);
    expect(before.status).toBe(200);

    await openAsStaff(page, request, `/backoffice/ceps?where_postal_code=${cep}`);
    await page.getByRole("table", { name: "CEPs" }).getByText(masked(cep)).dblclick();
    const form = page.getByRole("form", { name: `Editar CEP ${masked(cep)}` });
    // The street default is stripped of special characters.
    await expect(form.getByLabel("Logradouro")).toHaveValue("Rua do Teste E2E");
    await form.getByRole("checkbox", { name: "Exibe no App?" }).uncheck();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Atualizar" }).click();
    await expect(page.getByText(`CEP ${masked(cep)} atualizado`)).toBeVisible();

    const after = await apiCall<{ message: string }>(request, "GET", `/ceps/${cep}`, { allow: [404] });
    expect(after.status).toBe(404);
    expect(after.body.message).toBe(OUT_OF_AREA);

    await onPhone(browser, async (phone) => {
      await openSignedIn(phone, await newCustomer(request, { withAddress: false }), "/profile/address/manage");
      const field = phone.getByLabel("CEP");
      await field.pressSequentially(cep);
      await phone.getByLabel("Número").click();
      await expect(phone.getByText(OUT_OF_AREA)).toBeVisible();
      await expect(phone.getByRole("button", { name: "Salvar endereço" })).toBeDisabled();
    });
  });

  test("'Novo CEP' opens a new delivery area, with its coordinates for OpenDelivery", async ({ page, request }) => {
    const cep = ownPostalCode().replace(/^09/, "08");
    await openAsStaff(page, request, "/backoffice/ceps");
    await page.getByRole("button", { name: "Novo CEP" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo CEP" });
    await dialog.getByLabel("CEP").pressSequentially(cep);
    await expect(dialog.getByLabel("CEP")).toHaveValue(masked(cep));
    await dialog.getByLabel("Logradouro").fill("Rua Nova do Teste");
    await dialog.getByLabel("Bairro").fill("Bairro Novo");
    await dialog.getByLabel(/Valor/).fill("7,50");
    await dialog.getByLabel("Latitude").fill("-23,5613");
    await dialog.getByLabel("Longitude").fill("-46.6565");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cadastrar CEP" }).click();
    await expect(page.getByText(`CEP ${masked(cep)} cadastrado`)).toBeVisible();
    const lookup = await apiCall<{ street: string; amount: number }>(request, "GET", `/ceps/${cep}`);
    expect(lookup.body).toMatchObject({ street: "Rua Nova do Teste", amount: 7.5 });
    const listed = await apiCall<Array<{ latitude: number | null; longitude: number | null }>>(request, "GET", `/ceps?where_postal_code=${cep}`, { token: await staffToken(request) });
    expect(listed.body).toEqual([expect.objectContaining({ latitude: -23.5613, longitude: -46.6565 })]);
  });
});
