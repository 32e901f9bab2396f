import { expect, test } from "@playwright/test";

// The installable app (issue 19, operations.md section 6): manifest, service worker, offline page.
test.use({ serviceWorkers: "allow" });

test("the manifest names the app with 192 and 512 px icons, standalone, with the theme colour", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; short_name: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(manifest).toMatchObject({ name: "Forno Delivery", short_name: "Forno", display: "standalone", theme_color: "#b3261e" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    // PNG width and height, from the IHDR chunk.
    const body = await image.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("the service worker registers after load; reloading /orders offline shows the offline page, the home still opens", async ({ page, context }) => {
  await page.goto("/");
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptUrl!).pathname).toBe("/sw.js");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.goto("/orders");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao início" })).toBeVisible();

  // The home is the app shell, served from the cache.
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toHaveCount(0);
  await expect(page.locator("#root")).not.toBeEmpty();
  await context.setOffline(false);
});
