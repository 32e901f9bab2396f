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

// The page carries the first load's stylesheets inline; no screen downloads them again, and no lazy
// screen waits for such a download before it renders (decision 3713).
test("no screen downloads again the stylesheets the page carries inline", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
  const inlined = await page.locator("style[data-inlined]").evaluateAll((styles) => styles.map((style) => `/${style.getAttribute("data-inlined")}`));
  expect(inlined.length).toBeGreaterThan(0);
  await page.getByRole("link", { name: /^Calabresa/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Calabresa" })).toBeVisible();
  // The product's screen did bring its own stylesheets: the recorder saw them.
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
});

// The photos of the first screen (its largest paint) get the connection and the main thread first:
// those below it are asked for once they are in (decisions 3713, 3715).
for (const [screen, path] of [["the catalogue's", "/catalog"], ["the home's featured", "/"]] as const) {
  test(`${screen} first photos load before the ones below the first screen are asked for`, async ({ page }) => {
    await page.goto(path);
    const firstPhotos = page.locator("main img[fetchpriority='high']");
    await expect(firstPhotos.first()).toBeVisible();
    // A Resource Timing entry appears once its response has ended: wait for one photo below the
    // first screen to have arrived, not just to have been given its address.
    const readTimings = () =>
      page.evaluate(() => {
        const entry = (image: HTMLImageElement) => performance.getEntriesByName(image.src)[0] as PerformanceResourceTiming | undefined;
        const images = (selector: string) => [...document.querySelectorAll<HTMLImageElement>(selector)].map(entry);
        return {
          firstLoaded: images("main img[fetchpriority='high']").map((timing) => timing?.responseEnd ?? Number.NaN),
          othersAsked: images("main img[loading='lazy'][src]").filter((timing) => timing !== undefined).map((timing) => timing.startTime),
        };
      });
    await expect.poll(async () => (await readTimings()).othersAsked.length).toBeGreaterThan(0);
    const timings = await readTimings();
    expect(timings.firstLoaded.length).toBeGreaterThanOrEqual(4);
    expect(timings.othersAsked.length).toBeGreaterThan(0);
    expect(Math.min(...timings.othersAsked)).toBeGreaterThan(Math.max(...timings.firstLoaded));
  });
}
