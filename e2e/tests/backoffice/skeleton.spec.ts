import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";

test("the backoffice root leads to the staff login", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
  await expectNoAxeViolations(page);
});
