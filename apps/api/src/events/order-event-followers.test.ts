import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loadCatalogue, orderBody, postOrder, signInClient } from "../../test/support";
import { orderEventClaims } from "../db/schema";
import { publishEvent, type StreamEvent } from "./event-bus";
import { type OrderEventFollower, followOrderEvents, markFollowed } from "./order-event-followers";

/** What follows a committed order event (decision 2803): claimed once, retried when it fails, never for old news. */
describe("order event followers", () => {
  let t: TestApp;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const token = await signInClient(t.app);
    const created = await postOrder(t.app, token, orderBody(await loadCatalogue(t.app), [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]));
    orderId = (created.json() as { id: number }).id;
  });

  afterAll(async () => t.close());

  const publish = (payload: unknown) => t.app.ctx.db.transaction((tx) => publishEvent(tx, "order", orderId, payload));
  const deps = () => ({ db: t.app.ctx.db, events: t.app.ctx.events, log: t.app.log, sweepEveryMs: 40 });
  const claimOf = async (eventId: number, follower: string) => {
    const result = await t.app.ctx.db.execute(sql`SELECT attempts, done_at, retry_at FROM ${orderEventClaims} WHERE event_id = ${eventId} AND follower = ${follower}`);
    return (result as unknown as { rows: Array<{ attempts: number; done_at: unknown; retry_at: unknown }> }).rows[0];
  };
  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    const end = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const follower = (name: string, handle: (event: StreamEvent) => Promise<void>, options: Partial<OrderEventFollower> = {}): OrderEventFollower => ({
    name,
    attempts: 1,
    retryAfterMs: 10,
    freshFor: "10 minutes",
    // Only this test's events (the order's own creation may still be on its way).
    wants: (event) => event.orderId === orderId && (JSON.parse(event.data) as { probe?: number }).probe !== undefined,
    handle,
    ...options,
  });

  it("handles a committed event once, however many instances follow it", async () => {
    const seen: number[] = [];
    const handle = async (event: StreamEvent) => void seen.push(event.id);
    const stops = [followOrderEvents(deps(), follower("test-once", handle)), followOrderEvents(deps(), follower("test-once", handle))];
    try {
      const id = await publish({ probe: 1 });
      await until(async () => (await claimOf(id, "test-once"))?.done_at != null, "the claim to be done");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([id]);
      expect(await claimOf(id, "test-once")).toMatchObject({ attempts: 1 });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("tries a failed event again after a wait, until it succeeds", async () => {
    let calls = 0;
    const stop = followOrderEvents(
      deps(),
      follower(
        "test-retry",
        async () => {
          calls++;
          if (calls < 3) throw new Error("the outside world is down");
        },
        { attempts: 5 },
      ),
    );
    try {
      const id = await publish({ probe: 2 });
      await until(async () => (await claimOf(id, "test-retry"))?.done_at != null, "the third attempt");
      expect(calls).toBe(3);
      expect(await claimOf(id, "test-retry")).toMatchObject({ attempts: 3, retry_at: null });
    } finally {
      stop();
    }
  });

  it("never waits longer than its ceiling between attempts (the fiscal follower's hour)", async () => {
    let calls = 0;
    // Without the ceiling the second attempt would wait 20 s, the third 40 s.
    const stop = followOrderEvents(
      deps(),
      follower(
        "test-ceiling",
        async () => {
          calls++;
          if (calls < 3) throw new Error("down");
        },
        { attempts: 5, retryAfterMs: 20_000, maxRetryAfterMs: 30 },
      ),
    );
    try {
      const id = await publish({ probe: 7 });
      await until(async () => (await claimOf(id, "test-ceiling"))?.done_at != null, "the third attempt within the ceiling");
      expect(calls).toBe(3);
    } finally {
      stop();
    }
  });

  it("gives up after its last attempt, and leaves events it does not want or that another path followed", async () => {
    let calls = 0;
    const failing = follower(
      "test-give-up",
      async () => {
        calls++;
        throw new Error("always down");
      },
      { attempts: 2 },
    );
    const stop = followOrderEvents(deps(), failing);
    const picky = followOrderEvents(deps(), follower("test-picky", async () => void calls++, { wants: () => false }));
    try {
      const id = await publish({ probe: 3 });
      await until(async () => (await claimOf(id, "test-give-up"))?.attempts === 2 && (await claimOf(id, "test-give-up"))?.retry_at === null, "the last attempt");
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(calls).toBe(2);
      expect(await claimOf(id, "test-give-up")).toMatchObject({ done_at: null, retry_at: null });
      expect(await claimOf(id, "test-picky")).toBeUndefined();

      const followed = await t.app.ctx.db.transaction(async (tx) => {
        const eventId = await publishEvent(tx, "order", orderId, { probe: 4 });
        await markFollowed(tx, eventId, "test-give-up");
        return eventId;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(calls).toBe(2);
      expect((await claimOf(followed, "test-give-up"))?.done_at).not.toBeNull();
    } finally {
      stop();
      picky();
    }
  });

  it("a follower with one attempt is done once it succeeds, and given up (not done) when it fails", async () => {
    const stops = [
      followOrderEvents(deps(), follower("test-once-ok", async () => {})),
      followOrderEvents(
        deps(),
        follower("test-once-fails", async () => {
          throw new Error("down");
        }),
      ),
    ];
    try {
      const id = await publish({ probe: 6 });
      await until(async () => (await claimOf(id, "test-once-ok")) !== undefined && (await claimOf(id, "test-once-fails"))?.done_at === null, "both claims");
      expect((await claimOf(id, "test-once-ok"))?.done_at).not.toBeNull();
      expect(await claimOf(id, "test-once-fails")).toMatchObject({ attempts: 1, done_at: null, retry_at: null });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("leaves old news alone: an event older than the follower's freshness is not claimed", async () => {
    let calls = 0;
    const stop = followOrderEvents(deps(), follower("test-fresh", async () => void calls++, { freshFor: "0 seconds" }));
    try {
      const id = await publish({ probe: 5 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toBe(0);
      expect(await claimOf(id, "test-fresh")).toBeUndefined();
    } finally {
      stop();
    }
  });
});
