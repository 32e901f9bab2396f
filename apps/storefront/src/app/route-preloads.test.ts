import { createApiClient } from "@forno/api-client";
import { describe, expect, it } from "vitest";
import { everyPageData, homeData, orderingTable, storefrontRoutes } from "../../vite-plugins/storefront-routes";
import { ORDERING_PATHS } from "./ordering-paths";

const BASE = "http://api.test";

/** The URLs the storefront's API client requests for a call, with a fetch that only records them. */
async function requestedUrls(call: (api: ReturnType<typeof createApiClient>) => unknown): Promise<string[]> {
  const urls: string[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    tokenStore: { get: () => null, set: () => {}, remove: () => {} },
    fetch: async (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
    },
  });
  await Promise.resolve(call(api)).catch(() => undefined);
  return urls;
}

// A preload the app does not request with exactly the same URL is downloaded twice on every visit.
describe("the HTML pages' data preloads", () => {
  it("preload the store info at the URL the app reads it from", async () => {
    const urls = await requestedUrls((api) => api.settings.storeQuery().queryFn!({} as never));
    expect(everyPageData.map((path) => BASE + path)).toEqual(urls);
  });

  it("preload the featured products at the URL home reads them from", async () => {
    const urls = await requestedUrls((api) => api.products.featuredQuery().queryFn!({} as never));
    expect(homeData.map((path) => BASE + path)).toEqual(urls);
  });

  it("preload the catalogue's first page at the URL /catalog reads it from", async () => {
    const urls = await requestedUrls((api) => api.products.catalogQuery().queryFn!({} as never));
    const catalog = storefrontRoutes.find((route) => route.path === "/catalog");
    expect(catalog?.data?.map((path) => BASE + path)).toEqual(urls);
  });

  it("give every screen that has a page a module that exists", async () => {
    const modules = import.meta.glob("../features/**/*-{page,route}.tsx");
    for (const route of storefrontRoutes) expect(Object.keys(modules)).toContain(`../${route.module.replace(/^src\//, "")}`);
  });

  it("reach every screen with a page through the ordering table, whose chunk they preload too", () => {
    for (const route of storefrontRoutes) expect(ORDERING_PATHS).toContain(route.path);
    expect(Object.keys(import.meta.glob("./ordering-screens.tsx"))).toEqual([`./${orderingTable.replace(/^src\/app\//, "")}`]);
  });
});
