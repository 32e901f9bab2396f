import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { urls } from "../../support/servers";

// Minha loja (issue 36, decision 3600) against the real API: every setting the API has is on one
// of its sections, the screens are axe clean, and a save goes through PATCH /settings/{id} with
// the server's own checks. Other tests run at the same time: only the greeting is changed, and
// it is restored.

interface SettingRow {
  id: number;
  key: string;
  value: string;
}

test("every setting of the API is on a section of Minha loja, each section axe clean", async ({ page, request }) => {
  // Ten sections, each scanned by axe: several times one screen's work.
  test.slow();
  const token = await staffToken(request);
  const { body: settings } = await apiCall<SettingRow[]>(request, "GET", "/settings?take=100", { token });
  await openAsStaff(page, request, "/backoffice/store");
  await expect(page.getByRole("heading", { level: 1, name: "Minha loja" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Seções de Minha loja" }).getByRole("tab");
  const titles = await tabs.allTextContents();
  expect(titles).toEqual(["Loja", "Cardápio", "Pagamentos", "Entrega", "Pedidos e impressão", "Cupons", "Cartão fidelidade", "Fiscal", "Horários", "Integrações"]);
  // On a laptop's window every section is in sight: the list wraps instead of hiding the last ones past its edge.
  const listBox = (await page.getByRole("tablist", { name: "Seções de Minha loja" }).boundingBox())!;
  for (const box of await tabs.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(listBox.x - 1);
    expect(box.right).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
  }
  const shown = new Set<string>();
  for (const title of titles) {
    await page.getByRole("tab", { name: title }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2, name: title })).toBeVisible();
    // The loyalty card's groups load with their section, from the catalogue (decision 3233).
    if (title === "Cartão fidelidade") await expect(panel.getByRole("group", { name: "Grupos de produtos que dão selo" }).getByRole("checkbox").first()).toBeVisible();
    for (const name of await panel.locator("[name]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("name") ?? ""))) shown.add(name);
    await expectNoAxeViolations(page);
  }
  expect([...shown].sort()).toEqual(settings.map((setting) => setting.key).sort());
});

test("a section saves through the API; a value the server refuses shows its message under the field and stays typed", async ({ page, request }) => {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<SettingRow[]>(request, "GET", "/settings?take=100", { token });
  const greeting = settings.find((setting) => setting.key === "messages.greeting")!;
  const phoneBefore = settings.find((setting) => setting.key === "store_info.phone")!.value;
  try {
    await openAsStaff(page, request, "/backoffice/store?secao=cardapio");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Mensagem de boas-vindas").fill("A melhor pizza da Vila, feita no forno a lenha.");
    await panel.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Alterações salvas")).toBeVisible();
    const { body: details } = await apiCall<{ messages: { greeting: string } }>(request, "GET", "/settings/store/details");
    expect(details.messages.greeting).toBe("A melhor pizza da Vila, feita no forno a lenha.");

    await page.getByRole("tab", { name: "Loja" }).click();
    const phone = page.getByRole("tabpanel").getByLabel("Telefone da loja");
    await phone.fill("1234");
    await page.getByRole("tabpanel").getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByRole("tabpanel").getByRole("alert")).toContainText("Uma alteração não foi salva");
    await expect(phone).toHaveAccessibleDescription(/Telefone inválido/);
    await expect(phone).toHaveValue("(12)34");
    await expectNoAxeViolations(page);
    const { body: after } = await apiCall<SettingRow[]>(request, "GET", "/settings?take=100", { token });
    expect(after.find((setting) => setting.key === "store_info.phone")!.value).toBe(phoneBefore);
  } finally {
    await apiCall(request, "PATCH", `/settings/${greeting.id}`, { token, data: { value: greeting.value } });
  }
});

test("on a phone (390 px) the sections scroll sideways and the form fits the screen", async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: urls.backoffice, viewport: { width: 390, height: 844 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  try {
    await openAsStaff(page, request, "/backoffice/store?secao=pedidos");
    await expect(page.getByRole("heading", { level: 2, name: "Pedidos e impressão" })).toBeVisible();
    // On a phone the menu starts folded to its icons; opened, it lies over the page (which keeps its
    // width) and choosing a section folds it again.
    const toggle = page.getByRole("button", { name: "Expandir menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const mainWidth = () => page.locator("main").evaluate((main) => Math.round(main.getBoundingClientRect().width));
    const folded = await mainWidth();
    expect(folded).toBeGreaterThanOrEqual(320);
    await toggle.click();
    await expect(page.getByRole("button", { name: "Recolher menu" })).toHaveAttribute("aria-expanded", "true");
    expect(await mainWidth()).toBe(folded);
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Minha loja" }).click();
    await expect(page.getByRole("button", { name: "Expandir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 2, name: "Loja" })).toBeVisible();
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/store-390.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
