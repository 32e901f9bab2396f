import { expect, test } from "@playwright/test";

// The store's order of its catalogue (decision 2101) and the tab strip at 390 px (decision 2102).
test("the catalogue opens on the traditional pizzas and its tabs scroll clear of the search button", async ({ page }) => {
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 2, name: "Pizzas Grandes" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("Tradicionais");
  // The list is virtual: the first screen holds the first two subgroups (the sweet ones come last).
  const subgroups = await page.getByRole("heading", { level: 3 }).allTextContents();
  expect(subgroups.slice(0, 2)).toEqual(["Tradicionais", "Especiais"]);

  const tablist = page.getByRole("tablist", { name: "Grupos do cardápio" });
  expect(await tablist.evaluate((element) => getComputedStyle(element).maskImage)).toContain("gradient");
  const search = (await page.getByRole("button", { name: "Buscar produto" }).boundingBox())!;
  const tab = page.getByRole("tab", { name: "Pizzas Individuais" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  // Scrolled into view clear of the fade at the strip's end, and of the search button.
  await expect
    .poll(async () => {
      const box = (await tab.boundingBox())!;
      const strip = (await tablist.boundingBox())!;
      return box.x + box.width <= Math.min(search.x, strip.x + strip.width - 20);
    })
    .toBe(true);
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/storefront-catalog-tabs-390.png` });
});
