import { expect, test } from "@playwright/test";
import { loadingScreenShown, recordLoadingScreen } from "../../support/loading-screen";

// A screen opened by its address (a shared link, a reload) paints with its content first: the app's
// loading screen ("Carregando...") never shows, since React keeps it up for 300 ms once it has
// (decision 3712).
for (const [path, heading] of [
  ["/cart", "Carrinho"],
  ["/catalog", "Cardápio"],
  ["/sign-in", "Acessar"],
] as const) {
  test(`${path} opened by its address paints without the loading screen`, async ({ page }) => {
    await recordLoadingScreen(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await loadingScreenShown(page)).toBe(false);
  });
}
