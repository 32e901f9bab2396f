import type { Page } from "@playwright/test";

/**
 * Records, in every page the tab opens from now on (from its first script), whether the app's loading
 * screen (a spinner labelled "Carregando...") ever showed, even between two checks of a test.
 */
export async function recordLoadingScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { __loadingScreen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Carregando..."]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the loading screen showed in the current page (after `recordLoadingScreen`). */
export function loadingScreenShown(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __loadingScreen: { loading: boolean } }).__loadingScreen.loading);
}
