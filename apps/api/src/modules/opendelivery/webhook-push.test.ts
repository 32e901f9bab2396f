import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openDeliveryIntegrationSchema, openDeliverySecretSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENDELIVERY_ENV, PDV, type TestApp, type TestCatalogue, createTestApp, loadCatalogue, loginStaff, pdv, pdvToken, placePaidOrder, pollPdv, request, signInClient, waitFor } from "../../../test/support";
import { webhookSignature } from "./webhook-push";
import { openDeliveryEventSchema } from "./wire-schemas";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let received: Received[];
let answerStatus = 204;
let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;

beforeAll(async () => {
  received = [];
  // The PDV's webhook: records each push and answers with `answerStatus`.
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = answerStatus;
      res.setHeader("connection", "close");
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ env: { ...OPENDELIVERY_ENV, OPENDELIVERY_WEBHOOK_URL: `http://127.0.0.1:${port}/forno/` } });
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const integration = async () => openDeliveryIntegrationSchema.parse((await request(t.app, { method: "GET", url: "/integrations/opendelivery", token: staff })).json());

/** The staff view's last webhook status once it is `expected` (it is written after the PDV answers), or what it is after 3 s. */
async function lastWebhookStatus(expected: number): Promise<number | null> {
  const deadline = Date.now() + 3000;
  let status = (await integration()).last_webhook_status;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await integration()).last_webhook_status;
  }
  return status;
}

describe("the webhook push", () => {
  it("POSTs each new event, signed with the client secret, to {url}/v1/newEvent once; polling still has it", async () => {
    const order = await placePaidOrder(t.app, await signInClient(t.app), catalogue);
    await waitFor(() => received.some((push) => push.body.includes(order.uuid)));
    const [push] = received.filter((one) => one.body.includes(order.uuid));
    expect(push!.path).toBe("/forno/v1/newEvent");
    expect(push!.headers["content-type"]).toBe("application/json");
    expect(push!.headers["x-app-signature"]).toBe(webhookSignature(push!.body, PDV.clientSecret));
    expect(push!.headers["x-app-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(push!.headers["x-app-merchantid"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(push!.headers["x-app-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const event = openDeliveryEventSchema.parse(JSON.parse(push!.body));
    expect(event).toMatchObject({ eventType: "CREATED", orderId: order.uuid });

    const token = await pdvToken(t.app);
    expect(await pollPdv(t.app, token)).toContainEqual(event);
    expect((await pdv(t.app, token, "POST", `/v1/orders/${order.uuid}/confirm`)).statusCode).toBe(202);
    await waitFor(() => received.some((one) => one.body.includes('"CONFIRMED"') && one.body.includes(order.uuid)));
    // Nothing is pushed twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter((one) => one.body.includes(order.uuid)).map((one) => JSON.parse(one.body).eventType)).toEqual(["CREATED", "CONFIRMED"]);

    expect(await lastWebhookStatus(204)).toBe(204);
    const view = await integration();
    expect(view.webhook_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/forno$/);
    expect(view.last_webhook_at).not.toBeNull();
  });

  it("signs with the rotated secret, and records a refusal without retrying (the event stays on polling)", async () => {
    const secret = openDeliverySecretSchema.parse((await request(t.app, { method: "POST", url: "/integrations/opendelivery/secret", token: staff })).json()).client_secret;
    answerStatus = 500;
    const order = await placePaidOrder(t.app, await signInClient(t.app), catalogue);
    await waitFor(() => received.some((push) => push.body.includes(order.uuid)));
    const push = received.find((one) => one.body.includes(order.uuid))!;
    expect(push.headers["x-app-signature"]).toBe(webhookSignature(push.body, secret));
    expect(await lastWebhookStatus(500)).toBe(500);
    const token = await pdvToken(t.app, secret);
    expect((await pollPdv(t.app, token)).some((event) => event.orderId === order.uuid)).toBe(true);
    answerStatus = 204;
  });
});
