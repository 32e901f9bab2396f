import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { columnTexts, openAsStaff, sortBy } from "../../support/backoffice";

const money = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));
const ids = (texts: string[]) => texts.map((text) => Number(text));

const isOrdered = (values: number[], direction: "asc" | "desc") =>
  values.length > 1 && values.every((value, index) => index === 0 || (direction === "asc" ? values[index - 1]! <= value : values[index - 1]! >= value));

/**
 * The column reads in that order once the table shows the new sort's answer: the URL changes before
 * the new rows arrive, and on a busy machine the previous rows can still be on screen for a moment.
 */
async function expectOrdered(read: () => Promise<number[]>, direction: "asc" | "desc") {
  await expect.poll(async () => isOrdered(await read(), direction), { message: `column sorted ${direction}` }).toBe(true);
}

/** Types into a filter and waits for the 500 ms pause to put it in the URL. */
async function filter(page: Page, label: string, value: string, param: string) {
  await page.getByRole("searchbox", { name: label }).fill(value);
  await expect(page).toHaveURL(new RegExp(`${param}=${encodeURIComponent(value)}`));
}

async function waitForRows(page: Page, table: string) {
  await expect(page.getByRole("table", { name: table }).locator("tbody:not([aria-hidden]) > tr").first()).toBeVisible();
  await expect(page.getByRole("table", { name: table })).not.toHaveAttribute("aria-busy", "true");
}

test.describe("the backoffice tables", () => {
  test("products: filter by name and active, sort by value, the view survives a reload", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/products");
    await waitForRows(page, "Produtos");
    await expectNoAxeViolations(page);

    await sortBy(page, /Valor/);
    await expect(page).toHaveURL(/order_amount=asc/);
    await waitForRows(page, "Produtos");
    await expectOrdered(async () => (await columnTexts(page, "Produtos", 3)).map(money), "asc");
    await sortBy(page, /Valor/);
    await expect(page).toHaveURL(/order_amount=desc/);
    await waitForRows(page, "Produtos");
    await expectOrdered(async () => (await columnTexts(page, "Produtos", 3)).map(money), "desc");

    await filter(page, "Nome", "calabresa", "where_name");
    await waitForRows(page, "Produtos");
    const names = await columnTexts(page, "Produtos", 2);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain("calabresa");

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Nome" })).toHaveValue("calabresa");
    await expect(page.getByRole("columnheader", { name: /Valor/ })).toHaveAttribute("aria-sort", "descending");

    await page.getByRole("button", { name: "Limpar filtros" }).first().click();
    await page.getByRole("combobox", { name: "Ativo" }).selectOption({ label: "Sim" });
    await expect(page).toHaveURL(/where_is_active=true/);
    await waitForRows(page, "Produtos");
    await expect(page.getByRole("table", { name: "Produtos" }).getByRole("img", { name: "Sim" }).first()).toBeVisible();

    await page.getByRole("table", { name: "Produtos" }).locator("tbody:not([aria-hidden]) > tr").first().dblclick();
    await expect(page.getByRole("form", { name: /^Editar / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("additionals: filter by category, sort by value", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/product-additionals");
    await waitForRows(page, "Adicionais");
    await expectNoAxeViolations(page);
    await filter(page, "Categoria", "Borda", "where_category");
    await waitForRows(page, "Adicionais");
    const categories = await columnTexts(page, "Adicionais", 3);
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toContain("Borda");
    await sortBy(page, /Valor/);
    await sortBy(page, /Valor/);
    await expect(page).toHaveURL(/order_amount=desc/);
    await waitForRows(page, "Adicionais");
    await expectOrdered(async () => (await columnTexts(page, "Adicionais", 5)).map(money), "desc");
    await page.getByRole("table", { name: "Adicionais" }).locator("tbody:not([aria-hidden]) > tr").first().dblclick();
    await expectNoAxeViolations(page);
  });

  test("settings: sorted by ID or description, no filters", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/config");
    await waitForRows(page, "Configurações");
    await expect(page.getByRole("search")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await sortBy(page, /ID/);
    await sortBy(page, /ID/);
    await expect(page).toHaveURL(/order_id=desc/);
    await waitForRows(page, "Configurações");
    await expectOrdered(async () => ids(await columnTexts(page, "Configurações", 1)), "desc");
    await sortBy(page, /Descrição/);
    await expect(page).toHaveURL(/order_description=asc/);
    await expect(page).not.toHaveURL(/order_id/);
    await expect(page.getByRole("columnheader", { name: /Descrição/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("table", { name: "Configurações" }).locator("tbody:not([aria-hidden]) > tr").first().dblclick();
    await expectNoAxeViolations(page);
  });

  test("clients: filter by name, sort by name", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/clients");
    await waitForRows(page, "Clientes");
    await expectNoAxeViolations(page);
    await sortBy(page, /Nome/);
    await expect(page).toHaveURL(/order_name=asc/);
    await filter(page, "Nome", "Maria", "where_name");
    await waitForRows(page, "Clientes");
    await expect(page.getByRole("table", { name: "Clientes" }).getByText("Maria Oliveira Santos")).toBeVisible();
    await page.getByText("Maria Oliveira Santos").dblclick();
    await expect(page.getByText("123.987.456-19")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("CEPs: filter by neighbourhood and by inactive, sort by CEP", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/ceps");
    await waitForRows(page, "CEPs");
    await expectNoAxeViolations(page);
    await filter(page, "Bairro", "Pinheiros", "where_neighborhood");
    await waitForRows(page, "CEPs");
    const neighbourhoods = await columnTexts(page, "CEPs", 3);
    expect(neighbourhoods.length).toBeGreaterThanOrEqual(3);
    for (const name of neighbourhoods) expect(name).toBe("Pinheiros");
    await sortBy(page, /CEP/);
    await sortBy(page, /CEP/);
    await expect(page).toHaveURL(/order_postal_code=desc/);
    await waitForRows(page, "CEPs");
    await expectOrdered(async () => (await columnTexts(page, "CEPs", 1)).map((cep) => Number(cep.replace("-", ""))), "desc");

    await page.getByRole("button", { name: "Limpar filtros" }).first().click();
    await page.getByRole("combobox", { name: "Ativo" }).selectOption({ label: "Inativos" });
    await expect(page).toHaveURL(/where_active=false/);
    await waitForRows(page, "CEPs");
    await expect(page.getByRole("table", { name: "CEPs" }).getByRole("img", { name: "Sim" })).toHaveCount(0);
    await expect(page.getByRole("table", { name: "CEPs" }).getByText("01310-100")).toBeVisible();
    await page.getByText("01310-100").dblclick();
    await expect(page.getByRole("checkbox", { name: "Exibe no App?" })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("the owner's screens (Dashboard, Relatórios, Privacidade, Ajuda) pass axe", async ({ page, request }) => {
    for (const [path, title] of [
      ["/backoffice/dashboard", "Dashboard"],
      ["/backoffice/reports", "Relatórios"],
      ["/backoffice/privacy", "Privacidade"],
      ["/backoffice/help", "Ajuda"],
    ] as const) {
      await openAsStaff(page, request, path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole("button", { name: "Recolher menu" }).click();
    await expect(page.getByRole("button", { name: "Expandir menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
