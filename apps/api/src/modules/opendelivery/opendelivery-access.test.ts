import { OPENDELIVERY_NOT_CONFIGURED, openDeliveryIntegrationSchema, openDeliverySecretSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opendeliveryEvents } from "../../db/schema";
import { OPENDELIVERY_ENV, PDV, type TestApp, type TestCatalogue, createTestApp, expectProblem, loadCatalogue, loginStaff, pdv, pdvToken, placePaidOrder, pollPdv, request, requestPdvToken, signInClient } from "../../../test/support";
import { OPENDELIVERY_TOKEN_SECONDS } from "./access-tokens";
import { MISSING_TOKEN, WRONG_CREDENTIALS } from "./opendelivery.routes";
import { tokenResponseSchema } from "./wire-schemas";

describe("OpenDelivery not configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 404 on every /opendelivery path, records no event for a paid order, and shows staff a disabled integration", async () => {
    for (const url of ["/opendelivery/oauth/token", "/opendelivery/v1/events:polling", "/opendelivery/v1/orders/7b0b1c8e-1d2f-4a5b-9c8d-0e1f2a3b4c5d"]) {
      expect((await t.app.inject({ method: url.endsWith("token") ? "POST" : "GET", url })).statusCode).toBe(404);
    }
    await placePaidOrder(t.app, await signInClient(t.app), await loadCatalogue(t.app));
    expect(await t.app.ctx.db.select().from(opendeliveryEvents)).toEqual([]);

    const staff = await loginStaff(t.app);
    const view = await request(t.app, { method: "GET", url: "/integrations/opendelivery", token: staff });
    expect(view.statusCode).toBe(200);
    const disabled = openDeliveryIntegrationSchema.strict().parse(view.json());
    expect(disabled.enabled).toBe(false);
    expect(disabled.pending_events).toBe(0);
    const filled = Object.entries(disabled).filter(([field, value]) => !["enabled", "pending_events"].includes(field) && value !== null);
    expect(filled).toEqual([]);
    const rotation = await request(t.app, { method: "POST", url: "/integrations/opendelivery/secret", token: staff });
    expect(rotation.statusCode).toBe(409);
    expect(rotation.json()).toMatchObject({ message: OPENDELIVERY_NOT_CONFIGURED });
  });
});

describe("OpenDelivery tokens and the staff's integration view", () => {
  let t: TestApp;
  let catalogue: TestCatalogue;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPENDELIVERY_ENV, OPENDELIVERY_MERCHANT_ID: "22815773000169-dbc7e35a-c936-4665-9e13-eb55eb8b6824" } });
    catalogue = await loadCatalogue(t.app);
    staff = await loginStaff(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("issues a bearer token for the right form-encoded client credentials (or JSON), and a 401 in the standard's shape otherwise", async () => {
    const answer = await requestPdvToken(t.app);
    expect(answer.statusCode).toBe(200);
    expect(tokenResponseSchema.strict().parse(answer.json())).toMatchObject({ token_type: "bearer", expires_in: OPENDELIVERY_TOKEN_SECONDS });
    const json = await t.app.inject({ method: "POST", url: "/opendelivery/oauth/token", payload: { grant_type: "client_credentials", client_id: PDV.clientId, client_secret: PDV.clientSecret, scope: "od.all" } });
    expect(json.statusCode).toBe(200);

    expect(expectProblem(await requestPdvToken(t.app, `${PDV.clientSecret}x`), 401).title).toBe(WRONG_CREDENTIALS);
    expect(expectProblem(await requestPdvToken(t.app, PDV.clientSecret, "outro-pdv"), 401).title).toBe(WRONG_CREDENTIALS);
    const wrongGrant = await t.app.inject({
      method: "POST",
      url: "/opendelivery/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `grant_type=password&client_id=${PDV.clientId}&client_secret=${PDV.clientSecret}`,
    });
    expectProblem(wrongGrant, 400);
    expectProblem(await t.app.inject({ method: "POST", url: "/opendelivery/oauth/token", headers: { "content-type": "application/json" }, payload: "{" }), 400);
    expectProblem(await t.app.inject({ method: "GET", url: "/opendelivery/v1/nada" }), 404);
  });

  it("keeps OpenDelivery tokens and Forno sessions apart: neither opens the other's routes", async () => {
    const token = await pdvToken(t.app);
    expect(expectProblem(await pdv(t.app, staff, "GET", "/v1/events:polling"), 401).title).toBe(MISSING_TOKEN);
    expectProblem(await pdv(t.app, await signInClient(t.app), "GET", "/v1/events:polling"), 401);
    expectProblem(await t.app.inject({ method: "GET", url: "/opendelivery/v1/events:polling" }), 401);
    expectProblem(await pdv(t.app, `${token.slice(0, -2)}xx`, "GET", "/v1/events:polling"), 401);
    expect((await request(t.app, { method: "GET", url: "/integrations/opendelivery", token })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/orders", token })).statusCode).toBe(401);
  });

  it("shows staff the credentials, base URL, last token and poll and pending events; customers may not look", async () => {
    const before = Date.now();
    const token = await pdvToken(t.app);
    await placePaidOrder(t.app, await signInClient(t.app), catalogue);
    await pollPdv(t.app, token);
    const view = openDeliveryIntegrationSchema.parse((await request(t.app, { method: "GET", url: "/integrations/opendelivery", token: staff })).json());
    expect(view).toMatchObject({
      enabled: true,
      client_id: PDV.clientId,
      merchant_id: "22815773000169-dbc7e35a-c936-4665-9e13-eb55eb8b6824",
      base_url: "http://localhost:80/opendelivery",
      webhook_url: null,
      last_webhook_at: null,
      secret_rotated_at: null,
    });
    expect(view.pending_events).toBeGreaterThanOrEqual(1);
    expect(Date.parse(view.last_token_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(view.last_polled_at!)).toBeGreaterThanOrEqual(Date.parse(view.last_token_at!) - 1000);
    expect((await request(t.app, { method: "GET", url: "/integrations/opendelivery", token: await signInClient(t.app) })).statusCode).toBe(403);
    expect((await request(t.app, { method: "POST", url: "/integrations/opendelivery/secret", token: await signInClient(t.app) })).statusCode).toBe(403);
  });

  it("rotates the secret: the new one is shown once, the old one and its tokens stop working at once", async () => {
    const oldToken = await pdvToken(t.app);
    const rotation = await request(t.app, { method: "POST", url: "/integrations/opendelivery/secret", token: staff });
    expect(rotation.statusCode).toBe(200);
    const { client_secret: secret } = openDeliverySecretSchema.strict().parse(rotation.json());
    expect(secret).not.toBe(PDV.clientSecret);
    expectProblem(await pdv(t.app, oldToken, "GET", "/v1/events:polling"), 401);
    expectProblem(await requestPdvToken(t.app), 401);
    const newToken = await pdvToken(t.app, secret);
    expect([200, 204]).toContain((await pdv(t.app, newToken, "GET", "/v1/events:polling")).statusCode);

    const view = openDeliveryIntegrationSchema.parse((await request(t.app, { method: "GET", url: "/integrations/opendelivery", token: staff })).json());
    expect(view.secret_rotated_at).not.toBeNull();
    expect(JSON.stringify(view)).not.toContain(secret);
    const again = openDeliverySecretSchema.parse((await request(t.app, { method: "POST", url: "/integrations/opendelivery/secret", token: staff })).json()).client_secret;
    expect(again).not.toBe(secret);
    expectProblem(await pdv(t.app, newToken, "GET", "/v1/events:polling"), 401);
  });
});
