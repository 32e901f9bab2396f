import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff } from "../../../test/support";
import { type FakeIfood, startFakeIfood } from "../../../test/support/fake-ifood";
import { ifoodScene } from "../../../test/support/ifood-scene";
import { ifoodTestEnv } from "../../../test/support/ifood-orders";
import { ifoodState } from "../../db/schema";

const INTERVAL_MS = 300;
let fake: FakeIfood;
let a: TestApp;
let b: TestApp | null;
let staff: string;
const { until, placed, move, fornoIdOf } = ifoodScene(() => a, () => staff, () => fake);

beforeAll(async () => {
  fake = await startFakeIfood();
  const env = { ...ifoodTestEnv(fake.url, { IFOOD_POLL_INTERVAL_MS: String(INTERVAL_MS), IFOOD_TIMEOUT_MS: "1000" }), JWT_SECRET: "forno-ifood-two-instances-secret-0123456789" };
  a = await createTestApp({ env });
  b = await createTestApp({ env, shareDatabaseWith: a });
  staff = await loginStaff(a.app);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a.close();
  await fake.close();
});

const pollsBetween = (from: number, to = Number.POSITIVE_INFINITY) => fake.polls.filter((poll) => poll.start >= from && poll.start < to);
const poller = async () => (await a.app.ctx.db.select({ id: ifoodState.pollerId }).from(ifoodState))[0]?.id ?? null;
/** Hands the lease to `id` for `ms` (what winning the election, or crashing with it, leaves in the row). */
const leaseTo = (id: string, ms: number) => a.app.ctx.db.execute(sql`UPDATE ifood_state SET poller_id = ${id}, poller_until = now() + ${ms}::integer * interval '1 millisecond' WHERE id = 1`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("two API instances on one database (decision 3400)", () => {
  it("never poll twice: one poll at a time, at most one per interval, whichever instance holds the lease", async () => {
    const from = Date.now();
    await sleep(4_000);
    const polls = pollsBetween(from).filter((poll) => poll.end > 0);
    const elapsed = Date.now() - from;
    expect(polls.length).toBeGreaterThanOrEqual(4);
    // Two pollers would double the count; one is at most one poll per interval.
    expect(polls.length).toBeLessThanOrEqual(Math.floor(elapsed / INTERVAL_MS) + 1);
    for (let index = 1; index < polls.length; index++) {
      expect(polls[index]!.start).toBeGreaterThanOrEqual(polls[index - 1]!.end);
      // Spaced by the database's clock; the HTTP request's own delay may shift one poll's arrival a little.
      expect(polls[index]!.start - polls[index - 1]!.start).toBeGreaterThanOrEqual(INTERVAL_MS * 0.5);
    }
    expect([a.app.ctx.instanceId, b!.app.ctx.instanceId]).toContain(await poller());
  });

  it("an order placed on iFood is made once, and a move calls iFood once", async () => {
    const { id, ifoodId } = await placed();
    expect((await move(id, "PREPARATION")).statusCode).toBe(201);
    await sleep(1_500);
    expect(await fornoIdOf(ifoodId)).toBe(id);
    expect(fake.orders.get(ifoodId)!.calls).toEqual(["confirm", "startPreparation"]);
  });

  it("a poller that died with the lease stops polling only until its lease runs out; then another instance takes over", async () => {
    await leaseTo("an-instance-that-crashed", 2_000);
    const from = Date.now();
    await sleep(300);
    const quietFrom = Date.now();
    await until(poller, (id) => id !== "an-instance-that-crashed", 10_000);
    const tookOver = Date.now();
    expect(pollsBetween(quietFrom, from + 1_800)).toEqual([]);
    expect(tookOver - from).toBeGreaterThanOrEqual(1_800);
    expect([a.app.ctx.instanceId, b!.app.ctx.instanceId]).toContain(await poller());
    await until(async () => pollsBetween(tookOver).length, (count) => count >= 2);
    expect(pollsBetween(tookOver).length).toBeGreaterThanOrEqual(2);
  });

  it("the polling instance that stops gives its lease back: the other one polls at once", async () => {
    await leaseTo(b!.app.ctx.instanceId, 60_000);
    await until(async () => pollsBetween(Date.now() - INTERVAL_MS).length, (count) => count >= 1);
    const stopped = Date.now();
    await b!.close();
    b = null;
    await until(poller, (id) => id === a.app.ctx.instanceId, 5_000);
    expect(await poller()).toBe(a.app.ctx.instanceId);
    await until(async () => pollsBetween(stopped).length, (count) => count >= 2, 5_000);
    expect(pollsBetween(stopped).length).toBeGreaterThanOrEqual(2);
  });
});
