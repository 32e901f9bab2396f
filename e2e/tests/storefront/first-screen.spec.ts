import { expect, test } from "@playwright/test";

// A screen opened by its address (a shared link, a reload) paints with its content first: the app's
// loading screen ("Carregando...") never shows, since React keeps it up for 300 ms once it has
// (decision 3712). Recorded from the page's first script on, so a loading screen that shows and
// goes between two checks still counts.
for (const [path, heading] of [
  ["/cart", "Carrinho"],
  ["/catalog", "Cardápio"],
  ["/sign-in", "Acessar"],
] as const) {
  test(`${path} opened by its address paints without the loading screen`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { loading: false };
      Object.assign(window, { __loadingScreen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Carregando..."]')) seen.loading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __loadingScreen: { loading: boolean } }).__loadingScreen.loading)).toBe(false);
  });
}
