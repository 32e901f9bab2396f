import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall, openAsStaff, staffToken, uniqueSuffix } from "../../support/backoffice";

// A staff member on a phone (390 px wide): every screen of the backoffice fits its width, so the
// page never scrolls sideways (a wide table scrolls inside its own frame, decision 3717). The
// header's actions wrap, two-column forms fall to one column, the week of Horários keeps its
// actions' icons. The guide's project runs first, so Dashboard, Relatórios and the drivers'
// closing have the day's orders in their tables; the products table shows one product of this
// test's own without a photo (its "Sem foto" is visually hidden, absolutely positioned).
/** The screens with a layout of their own on a phone: axe checks them at that width too. */
const PHONE_LAYOUTS = new Set(["orders/new", "hours"]);
/** The screens whose tables (in a frame that scrolls sideways) must be on view when measured. */
const FRAMED_TABLES: Record<string, string> = {
  dashboard: "Mais vendidos hoje",
  "drivers/closing": "Fechamento dos entregadores",
  reports: "Produtos e sabores mais vendidos (meia pizza conta 0,5)",
};
const SCREENS = [
  "dashboard",
  "orders",
  "orders/new",
  "orders/table",
  "products?where_name=NO_PHOTO",
  "product-additionals",
  "clients",
  "drivers",
  "drivers/closing",
  "coupons",
  "ceps",
  "store",
  "hours",
  "fiscal",
  "integrations",
  "config",
  "privacy",
  "reports",
  "help/guide",
  "help",
];

test.use({ viewport: { width: 390, height: 844 } });

test("every backoffice screen fits a 390 px phone: nothing scrolls sideways", async ({ page, request }) => {
  test.setTimeout(120_000);
  const noPhoto = `Sem Foto ${uniqueSuffix()}`;
  await apiCall(request, "POST", "/products", {
    token: await staffToken(request),
    data: { name: noPhoto, product_group: "Testes E2E", product_subgroup: "Celular", amount: 10, is_active: false },
  });
  const overflows: Record<string, number> = {};
  for (const screen of SCREENS) {
    await openAsStaff(page, request, `/backoffice/${screen.replace("NO_PHOTO", encodeURIComponent(noPhoto))}`);
    // Its row is rendered (on a phone the name's column is out of view, hence attached, not visible).
    if (screen.startsWith("products")) await expect(page.getByRole("table", { name: "Produtos" }).getByText(noPhoto, { exact: true })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const framed = FRAMED_TABLES[screen];
    if (framed !== undefined) await expect(page.getByRole("region", { name: framed }).getByRole("table")).toBeVisible();
    overflows[screen] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (PHONE_LAYOUTS.has(screen)) await expectNoAxeViolations(page);
  }
  expect(Object.entries(overflows).filter(([, overflow]) => overflow > 0)).toEqual([]);
});
