import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, createTestApp } from "../../test/support";
import { type NotificationListener, listenForNotifications } from "./notifications";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("LISTEN on several channels of one database", () => {
  it("channels asked for at once each hear their own NOTIFY, and the shared connection runs one command at a time", async () => {
    // How many queries each pg client has running at once (PostgreSQL; PGlite has no pg client).
    const running = new Map<pg.Client, number>();
    let most = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: Parameters<pg.Client["query"]>) {
      running.set(this, (running.get(this) ?? 0) + 1);
      most = Math.max(most, running.get(this)!);
      const result = (query as (...rest: unknown[]) => unknown).apply(this, args);
      void Promise.resolve(result)
        .catch(() => {})
        .finally(() => running.set(this, running.get(this)! - 1));
      return result as ReturnType<pg.Client["query"]>;
    });
    const channels = ["forno_test_a", "forno_test_b", "forno_test_c"];
    const heard = new Map<string, string[]>(channels.map((channel) => [channel, []]));
    let listeners: NotificationListener[] = [];
    try {
      listeners = await Promise.all(channels.map((channel) => listenForNotifications(t.app.ctx.database, channel, { onMessage: (payload) => heard.get(channel)!.push(payload) })));
      for (const channel of channels) await t.app.ctx.db.execute(sql`SELECT pg_notify(${channel}, ${`to ${channel}`})`);
      await expect.poll(() => [...heard.values()].map((payloads) => payloads.join()), { timeout: 5_000 }).toEqual(channels.map((channel) => `to ${channel}`));
      expect(most).toBeLessThanOrEqual(1);
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()));
      spy.mockRestore();
    }
  });
});
