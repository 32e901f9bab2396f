import { expect, type Page } from "@playwright/test";

/**
 * Expects an order's card in a desk column. Columns are windowed (decision 1518) and sorted
 * oldest first, and other specs leave orders behind: the card looked for is the newest, at the
 * end of the column, so the column is scrolled there until the card is drawn.
 */
export async function expectCardAtColumnEnd(page: Page, column: string, externalId: number, timeout = 15_000) {
  const region = page.getByRole("region", { name: new RegExp(`^${column}`) });
  await expect(async () => {
    await region.locator("[data-card-scroll]").evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await expect(region.getByRole("article", { name: `#${externalId}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}
