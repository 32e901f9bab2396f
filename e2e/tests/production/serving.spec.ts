import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

// How the production start serves the two builds (scripts/static-server.mjs) and how the API
// answers browsers from other origins: what docs/deployment.md asks a reverse proxy to reproduce.

const apps = [
  { name: "storefront", origin: urls.storefront, page: "/", deepLink: "/profile/address/manage" },
  { name: "backoffice", origin: urls.backoffice, page: "/backoffice", deepLink: "/backoffice/orders?where_external_id=1" },
];

/** The hashed JS files an HTML page loads. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

for (const app of apps) {
  test.describe(`${app.name} build`, () => {
    test("HTML: never cached stale, security headers with a CSP that allows only the app and the API", async ({ request }) => {
      const response = await request.get(`${app.origin}${app.page}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["cache-control"]).toBe("no-cache");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const csp = headers["content-security-policy"]!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain(`connect-src 'self' ${urls.api}`);
      expect(csp).toContain("frame-ancestors 'self'");
      // The sandbox provider runs here: no payment provider's hosts are allowed.
      expect(csp).not.toContain("mercadopago");
    });

    test("hashed assets: compressed, cached for a year; a missing one is a 404, not the app", async ({ request }) => {
      const html = await (await request.get(`${app.origin}${app.page}`)).text();
      // The first load's chunk (the entry module beside it is a few hundred bytes, below what is worth compressing).
      const script = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/first-load-[^"]+\.js)"/g)].map((match) => match[1]!)[0];
      expect(scriptsOf(html)).toHaveLength(1);
      expect(script).toBeDefined();
      const brotli = await request.get(`${app.origin}${script}`, { headers: { "accept-encoding": "br" } });
      expect(brotli.status()).toBe(200);
      expect(brotli.headers()["content-encoding"]).toBe("br");
      expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const gzip = await request.get(`${app.origin}${script}`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const missing = await request.get(`${app.origin}/assets/nao-existe-123.js`);
      expect(missing.status()).toBe(404);
    });

    test("any other path is the app itself (SPA fallback), for links opened directly", async ({ request }) => {
      const response = await request.get(`${app.origin}${app.deepLink}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(scriptsOf(await response.text()).length).toBeGreaterThan(0);
    });
  });
}

test("the storefront's service worker is never cached stale; its manifest and icons have their types (issue 19)", async ({ request }) => {
  const worker = await request.get(`${urls.storefront}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  // A cached worker would hold every phone on the old version for as long as the cache says.
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(await worker.text()).toContain('"/offline.html"');
  const manifest = await request.get(`${urls.storefront}/manifest.webmanifest`);
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
  expect(((await manifest.json()) as { display: string }).display).toBe("standalone");
  const offline = await request.get(`${urls.storefront}/offline.html`);
  expect(offline.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await offline.text()).toContain("Você está sem conexão");
});

test("the storefront's main screens get their own page: the app plus that screen's preloads (decision 0510)", async ({ request }) => {
  const index = await (await request.get(`${urls.storefront}/`)).text();
  const catalog = await (await request.get(`${urls.storefront}/catalog`)).text();
  expect(scriptsOf(catalog)).toEqual(scriptsOf(index));
  expect(catalog).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/catalog-page-[^"]+\.js">/);
  expect(catalog).toContain(`<link rel="preload" as="fetch" crossorigin href="${urls.api}/products?where_is_active=true&amp;order_group=asc&amp;take=100&amp;skip=0">`);
  expect(catalog).toContain(`<link rel="preload" as="fetch" crossorigin href="${urls.api}/settings/store">`);
  const cart = await (await request.get(`${urls.storefront}/cart`)).text();
  expect(cart).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/cart-route-[^"]+\.js">/);
  expect(cart).not.toContain("/products?");
});

test("the API lets only the two apps' origins call it from a browser, by name or by address", async ({ request }) => {
  for (const origin of [urls.storefront, urls.backoffice, "http://127.0.0.1:4173", "http://127.0.0.1:4174"]) {
    const preflight = await request.fetch(`${urls.api}/orders`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type,idempotency-key" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(origin);
  }
  const stranger = await request.get(`${urls.api}/products`, { headers: { origin: "https://pizzaria-falsa.example" } });
  expect(stranger.headers()["access-control-allow-origin"]).toBeUndefined();
  const api = await request.get(`${urls.api}/products`, { headers: { "accept-encoding": "br" } });
  expect(api.headers()["content-encoding"]).toBe("br");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the storefront opened at http://127.0.0.1:4173 reads the store from the API (issue 36)", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  await page.goto("http://127.0.0.1:4173/");
  const store = page.getByRole("region", { name: "Informações da loja" });
  await expect(store).toContainText("Forno Pizzaria");
  await expect(store).toContainText(/Aberto/);
  expect(refused.filter((text) => /CORS|Access-Control/i.test(text))).toEqual([]);
});
