import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT, type TestApp, createTestApp, listeningUrl, loadCatalogue, orderBody } from "../support";
import type { paths } from "./generated/forno-api";

// A client generated from the document (openapi-typescript, at typecheck) calling the real API:
// if the document's types drifted from the answers, `pnpm typecheck` or these assertions fail.

let t: TestApp;
let api: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  t = await createTestApp();
  api = createClient<paths>({ baseUrl: await listeningUrl(t.app) });
});
afterAll(async () => {
  await t.close();
});

describe("a client generated from the OpenAPI document", () => {
  it("signs in, reads the store and the catalogue, and places an order with an Idempotency-Key", async () => {
    const signIn = await api.POST("/auth/sign-in", { body: { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password } });
    const token: string | undefined = signIn.data?.access_token;
    expect(token).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${token}` };

    const store = await api.GET("/settings/store");
    const name: string | undefined = store.data?.appearance.name;
    expect(name).toBe("Forno Pizzaria");

    const products = await api.GET("/products", { params: { query: { where_id: 1, take: 5 } } });
    const ids: number[] = (products.data ?? []).map((product) => product.id);
    expect(ids).toEqual([1]);

    const body = orderBody(await loadCatalogue(t.app), [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }], { delivery: false });
    const created = await api.POST("/orders", { body: body as never, params: { header: { "Idempotency-Key": "typed-client-1" } }, headers });
    const orderId: number | undefined = created.data?.id;
    expect(created.response.status).toBe(201);
    const replay = await api.POST("/orders", { body: body as never, params: { header: { "Idempotency-Key": "typed-client-1" } }, headers });
    expect(replay.data?.id).toBe(orderId);
    expect(replay.response.headers.get("Idempotent-Replayed")).toBe("true");

    const read = await api.GET("/orders/{id}", { params: { path: { id: orderId! } }, headers });
    const state: string | undefined = read.data?.OrderStateHistory[0]?.to_state;
    expect(state).toBe("PENDING");

    const missing = await api.GET("/orders/{id}", { params: { path: { id: 2147483647 } }, headers });
    const message: string | undefined = missing.error?.message;
    expect(missing.response.status).toBe(404);
    expect(message).toEqual(expect.any(String));
  });
});
