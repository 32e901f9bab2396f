import { expect, type Page } from "@playwright/test";

/** "Concluídos hoje" lists the newest first; the open columns the oldest first (board-state.ts). */
const NEWEST_FIRST = new Set(["Concluídos hoje"]);

/**
 * Expects an order's newest card in a desk column. Columns are windowed (decision 1518) and other specs
 * leave orders behind: the card looked for is the newest, at the end of an open column (oldest
 * first) or at the top of the finished one (newest first), so the column is scrolled there until
 * the card is drawn.
 */
export async function expectNewestCardInColumn(page: Page, column: string, externalId: number, timeout = 15_000) {
  const region = page.getByRole("region", { name: new RegExp(`^${column}`) });
  const newestFirst = NEWEST_FIRST.has(column);
  await expect(async () => {
    await region.locator("[data-card-scroll]").evaluate((list, top) => list.scrollTo({ top: top ? 0 : list.scrollHeight }), newestFirst);
    await expect(region.getByRole("article", { name: `#${externalId}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}
