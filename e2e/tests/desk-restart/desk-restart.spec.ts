import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_CLIENT, DEMO_STAFF } from "../../support/backoffice";
import { startCuttableProxy } from "../../support/cuttable-proxy";
import { expectNewestCardInColumn } from "../../support/desk";
import { ownApi } from "../../support/own-api";
import { urls } from "../../support/servers";

// The desk against an API of its own (port and data folder: decision 3706), so stopping and starting
// it disturbs no other test. The browser reaches it through a TCP proxy the test can hold closed.
const ROUNDS = 10;

interface Placed {
  id: number;
  external_id: number;
}

async function call<T>(request: APIRequestContext, base: string, method: "GET" | "POST", path: string, token?: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${base}${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A Guaraná for pickup, placed by the demo client and paid with the sandbox's Pix. */
async function paidOrder(request: APIRequestContext, base: string, client: string, note: string): Promise<Placed> {
  const [drink] = await call<{ id: number }[]>(request, base, "GET", "/products?where_product_group=Bebidas&take=1");
  const item = { cart_index: 0, item_id: drink!.id, item_id_parent: null, item_group: 0, product_id: drink!.id, quantity: 1, item_notes: null };
  const order = await call<Placed>(request, base, "POST", "/orders", client, { items: [item], cart: [], is_delivery: false, order_notes: note });
  await call(request, base, "POST", "/order-payments", client, {
    external_reference: order.id,
    payment_method_id: "pix",
    payer: { email: "maria.santos@example.com" },
    statement_descriptor: "FORNO",
    api_version: 2,
  });
  await call(request, base, "POST", `/sandbox/payments/${order.id}/approve`, client);
  return order;
}

test("the desk recovers from API restarts on its own, even reloaded during the outage: the order paid and the one accepted while it could not see them, 10 times out of 10", async ({ page, request }) => {
  test.setTimeout(420_000);
  const api = await ownApi();
  await api.start();
  const proxy = await startCuttableProxy(api.port);
  try {
    // Every call the backoffice makes to the API goes to this one, through the proxy.
    await page.context().route(
      (url) => url.origin === urls.api,
      (route) => route.continue({ url: route.request().url().replace(urls.api, proxy.url) }),
    );
    const staff = (await call<{ access_token: string }>(request, api.url, "POST", "/auth/login", undefined, { document: DEMO_STAFF.document, password: DEMO_STAFF.password })).access_token;
    const client = (await call<{ access_token: string }>(request, api.url, "POST", "/auth/sign-in", undefined, { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password })).access_token;
    const first = await paidOrder(request, api.url, client, "Antes da primeira queda");

    await page.goto("/backoffice");
    await page.evaluate((value) => localStorage.setItem("token", value), staff);
    await page.goto("/backoffice/orders");
    const board = page.locator("[data-stream]");
    const novos = page.getByRole("region", { name: /^Novos/ });
    await expect(board).toHaveAttribute("data-stream", "open", { timeout: 15_000 });
    await expect(novos.getByRole("article", { name: `#${first.external_id}` })).toBeVisible();

    let previous = first;
    const caughtUpMs: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The API goes away (a crash every other round, a clean stop otherwise) and the desk sees it.
      proxy.cut();
      await api.stop(round % 2 === 1 ? "SIGKILL" : "SIGTERM");
      await expect(board, `round ${round}: the desk shows the outage`).toHaveAttribute("data-stream", "down", { timeout: 10_000 });
      if (round % 2 === 0) {
        // The tablet reloads the page during the outage (or is switched on then): its first list fails.
        await page.reload();
        await expect(page.getByText(/Não foi possível carregar os pedidos/), `round ${round}: the failed list is said`).toBeVisible({ timeout: 15_000 });
      }
      await api.start();
      // Back, but not yet for this desk: an order is paid and the last one is accepted elsewhere.
      const paid = await paidOrder(request, api.url, client, `Pago na volta ${round}`);
      await call(request, api.url, "POST", "/order-state-historys", staff, { order_id: previous.id, to_state: "PREPARATION" });
      proxy.restore();
      const restoredAt = Date.now();

      await expect(novos.getByRole("article", { name: `#${paid.external_id}` }), `round ${round}: the order paid meanwhile`).toBeVisible({ timeout: 15_000 });
      caughtUpMs.push(Date.now() - restoredAt);
      await expect(novos.getByRole("article", { name: `#${previous.external_id}` }), `round ${round}: the order accepted elsewhere left Novos`).toHaveCount(0);
      await expectNewestCardInColumn(page, "Em preparo", previous.external_id);
      await expect(board).toHaveAttribute("data-stream", "open");
      await expect(page.getByText("Sem conexão com o servidor")).toHaveCount(0);
      await expect(page.getByText(/Não foi possível carregar os pedidos/)).toHaveCount(0);
      previous = paid;
    }

    // The board agrees with the API: exactly the paid orders in Novos.
    const waiting = await call<Placed[]>(request, api.url, "GET", "/orders?where_to_state=PAID&take=100", staff);
    await expect(novos.getByRole("article")).toHaveCount(waiting.length);
    expect(waiting.map((order) => order.id)).toEqual([previous.id]);
    test.info().annotations.push({ type: "restart-catch-up-ms", description: caughtUpMs.join(", ") });
    console.log(`desk restart: ${ROUNDS} rounds, caught up after ${caughtUpMs.join(", ")} ms (max ${Math.max(...caughtUpMs)} ms)`);
  } finally {
    await proxy.close();
    await api.dispose();
  }
});
