import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { openAsStaff } from "../../support/backoffice";

// A staff member on a phone (390 px wide): every screen of the backoffice fits its width, so the
// page never scrolls sideways (a wide table scrolls inside its own frame). The header's actions
// wrap, two-column forms fall to one column, the week of Horários keeps its actions' icons.
/** The screens with a layout of their own on a phone: axe checks them at that width too. */
const PHONE_LAYOUTS = new Set(["orders/new", "hours"]);
const SCREENS = [
  "dashboard",
  "orders",
  "orders/new",
  "orders/table",
  "products",
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
  const overflows: Record<string, number> = {};
  for (const screen of SCREENS) {
    await openAsStaff(page, request, `/backoffice/${screen}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    overflows[screen] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (PHONE_LAYOUTS.has(screen)) await expectNoAxeViolations(page);
  }
  expect(Object.entries(overflows).filter(([, overflow]) => overflow > 0)).toEqual([]);
});
