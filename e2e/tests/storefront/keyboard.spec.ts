import { expect, test, type Page } from "@playwright/test";

// Keyboard users see where they are (issue 24, decisions 2201-2203): the focused element is never
// under the fixed bars, a new screen's heading takes the focus, "Pular para o conteúdo" works and
// the cart bar comes early. Browsing only: nothing changes on the server; the cart is the page's.

/**
 * Where the focused element falls short of being seen: off the window, or covered near one of its
 * corners or at its centre by something else (a fixed bar). Null when it is fully visible.
 */
function focusProblem(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const box = active.getBoundingClientRect();
    const label = `${active.tagName} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`;
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return `${label} is outside the window (${JSON.stringify(box)})`;
    // Far enough inside that a rounded corner (radius up to 12 px) is the element's own paint.
    const inset = Math.min(12, box.width / 4, box.height / 4);
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ] as const;
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(active === hit || active.contains(hit))) return `${label} is covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.tagName ?? "nothing"} ${hit?.className ?? ""}`;
    }
    return null;
  });
}

/** Tabs `count` times from where the focus is, checking every stop. */
async function walkWithTab(page: Page, count: number) {
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const problem = await focusProblem(page);
    if (problem) problems.push(`Tab ${i + 1}: ${problem}`);
  }
  expect(problems).toEqual([]);
}

/** A Guaraná 2 L in the cart (through the product page), then the catalogue afresh. */
async function withCartLine(page: Page) {
  await page.goto("/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("guaraná 2");
  await page.getByRole("link", { name: /^Guaraná 2 L/ }).click();
  await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
  await expect(page.getByRole("button", { name: "Ver Pedido" })).toBeVisible();
  await page.goto("/catalog");
  await expect(page.getByRole("button", { name: "Ver Pedido" })).toBeVisible();
}

const catalogReady = (page: Page) => expect(page.getByRole("heading", { level: 2, name: "Pizzas Grandes" })).toBeVisible();

/** The Margherita's link in the catalogue (found with the search: the list is virtual). */
async function margheritaLink(page: Page) {
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("margherita");
  return page.getByRole("link", { name: /^Margherita/ }).first();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the catalogue walked with Tab: no focused element hides behind the bars (empty cart)", async ({ page }) => {
      await page.goto("/catalog");
      await catalogReady(page);
      await walkWithTab(page, 45);
    });

    test("the catalogue walked with Tab with the cart bar showing; 'Ver Pedido' comes early", async ({ page }) => {
      await withCartLine(page);
      await catalogReady(page);
      // Skip link, back, menu, then the cart bar's button.
      let tabs = 0;
      do {
        await page.keyboard.press("Tab");
        tabs++;
      } while (tabs < 10 && !(await page.getByRole("button", { name: "Ver Pedido" }).evaluate((button) => button === document.activeElement)));
      expect(tabs).toBeLessThanOrEqual(5);
      await walkWithTab(page, 45);
      // And backwards.
      const problems: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Shift+Tab");
        const problem = await focusProblem(page);
        if (problem) problems.push(`Shift+Tab ${i + 1}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });

    test("the product page walked with Tab: nothing hides behind the 'Adicionar' bar", async ({ page }) => {
      await page.goto("/catalog");
      await catalogReady(page);
      await (await margheritaLink(page)).click();
      await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeFocused();
      await walkWithTab(page, 30);
    });
  });
}

test("after a route change the new screen's heading has the focus; not on the first load", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Bem vindo" })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Cardápio" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeFocused();
  // The next Tab goes on from the heading: into the screen, not back to the skip link.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe("Pular para o conteúdo");

  await (await margheritaLink(page)).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeFocused();
});

test("'Pular para o conteúdo' is the first stop, shows when focused and moves into the content", async ({ page }) => {
  await page.goto("/catalog");
  await catalogReady(page);
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  expect(await focusProblem(page)).toBeNull();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveURL(/\/catalog$/);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
});
