import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The ordering path's screens load on their own once the page has settled, or at the first touch:
// never while the first screen is still fetching what it shows.
const loaded: string[] = [];

beforeEach(() => {
  loaded.length = 0;
  vi.resetModules();
  vi.useFakeTimers();
  vi.doMock("../features/catalog/catalog-page", () => (loaded.push("catalog"), { CatalogPage: () => null }));
  vi.doMock("../features/product/product-page", () => (loaded.push("product"), { ProductPage: () => null }));
  vi.doMock("../features/cart/cart-route", () => (loaded.push("cart"), { CartRoute: () => null }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock("../features/catalog/catalog-page");
  vi.doUnmock("../features/product/product-page");
  vi.doUnmock("../features/cart/cart-route");
});

async function settle() {
  await vi.dynamicImportSettled();
}

describe("prefetchOrderingPath", () => {
  it("waits 2 s after the page's load, then fetches the catalogue, product and cart screens", async () => {
    const { prefetchOrderingPath } = await import("./lazy-routes");
    prefetchOrderingPath();
    await vi.advanceTimersByTimeAsync(1_900);
    await settle();
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect(loaded.sort()).toEqual(["cart", "catalog", "product"]);
  });

  it("fetches them at once when the customer first touches the screen", async () => {
    const { prefetchOrderingPath } = await import("./lazy-routes");
    prefetchOrderingPath();
    window.dispatchEvent(new Event("pointerdown"));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(loaded.sort()).toEqual(["cart", "catalog", "product"]);
  });

  it("fetches nothing once the app is gone (the effect's cleanup)", async () => {
    const { prefetchOrderingPath } = await import("./lazy-routes");
    const stop = prefetchOrderingPath();
    stop();
    window.dispatchEvent(new Event("pointerdown"));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(loaded).toEqual([]);
  });
});
