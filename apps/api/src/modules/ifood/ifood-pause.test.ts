import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IfoodIntegration } from "@forno/domain/schemas";
import { type TestApp, createTestApp, loginStaff, request } from "../../../test/support";
import { type FakeIfood, startFakeIfood } from "../../../test/support/fake-ifood";
import { ifoodScene } from "../../../test/support/ifood-scene";
import { ifoodTestEnv } from "../../../test/support/ifood-orders";

let fake: FakeIfood;
let t: TestApp;
let staff: string;
const { until } = ifoodScene(() => t, () => staff, () => fake);

beforeAll(async () => {
  fake = await startFakeIfood();
  t = await createTestApp({ env: ifoodTestEnv(fake.url) });
  staff = await loginStaff(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

const pause = (minutes: number | null, reason = "") => request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes, reason } });
const resume = () => request(t.app, { method: "DELETE", url: "/store/pause", token: staff });
const integration = async () => (await request(t.app, { method: "GET", url: "/integrations/ifood", token: staff })).json<IfoodIntegration>();
const open = () => [...fake.interruptions.values()].filter((entry) => !entry.closed);

describe("pausing the store pauses it on iFood (growth.md section 4)", () => {
  it("a pause opens an interruption with the pause's reason and end; resuming closes it; the pause never waits for iFood", async () => {
    const started = Date.now();
    const paused = await pause(30, "Forno em manutenção");
    expect(paused.statusCode).toBe(200);
    await until(async () => open().length, (count) => count === 1);
    const [interruption] = open();
    expect(interruption!.description).toBe("Forno em manutenção");
    expect(Date.parse(interruption!.end) - Date.parse(interruption!.start)).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(interruption!.end) - started).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect((await integration()).interruption).not.toBeNull();

    expect((await resume()).statusCode).toBe(200);
    await until(async () => open().length, (count) => count === 0);
    expect(open()).toEqual([]);
    expect((await integration()).interruption).toBeNull();
  });

  it("a pause until resumed is sent for a day with Forno's description; one iFood did not hear of is sent again at a later poll, and the failure is shown", async () => {
    fake.callMode = "error500";
    const answered = Date.now();
    expect((await pause(null)).statusCode).toBe(200);
    expect(Date.now() - answered).toBeLessThan(2_000);
    await until(integration, (state) => state.errors.some((error) => error.message === "Não foi possível pausar a loja no iFood; pause também pelo Portal do Parceiro."));
    expect(open()).toEqual([]);
    fake.callMode = "accept";
    await until(async () => open().length, (count) => count === 1);
    const [interruption] = open();
    expect(interruption!.description).toBe("Loja pausada no Forno");
    expect(Date.parse(interruption!.end) - Date.parse(interruption!.start)).toBe(24 * 60 * 60_000);
    expect((await resume()).statusCode).toBe(200);
    await until(async () => open().length, (count) => count === 0);
    expect(open()).toEqual([]);
  });
});
