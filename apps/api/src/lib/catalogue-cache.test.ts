import type { PGlite } from "@electric-sql/pglite";
import { type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createCatalogueCache } from "./catalogue-cache";

// Only `changed()` touches the database here (its NOTIFY); the two-instance behaviour is in products.test.ts.
const database = { db: { execute: async () => ({ rows: [] }) } } as unknown as DatabaseHandle;
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe("catalogue cache", () => {
  it("keeps a catalogue read while no write happened", () => {
    const cache = createCatalogueCache(database, log);
    cache.set("k", "[1]", cache.generation());
    expect(cache.get("k")).toBe("[1]");
  });

  it("drops a read that started before a write: it would put the old menu back", async () => {
    const cache = createCatalogueCache(database, log);
    const before = cache.generation();
    await cache.changed();
    cache.set("k", "[old]", before);
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", "[new]", cache.generation());
    expect(cache.get("k")).toBe("[new]");
  });

  it("clears on another instance's NOTIFY, not on its own arriving after its next read (PostgreSQL delivers it later)", async () => {
    const shared = notifyingLater();
    const writer = createCatalogueCache(shared.database, log);
    const other = createCatalogueCache(shared.database, log);
    await writer.start();
    await other.start();
    other.set("k", "[old]", other.generation());
    await writer.changed();
    writer.set("k", "[new]", writer.generation());
    shared.deliver();
    expect(other.get("k")).toBeUndefined();
    expect(writer.get("k")).toBe("[new]");
  });

  it("forgets entries after their lifetime", () => {
    vi.useFakeTimers();
    try {
      const cache = createCatalogueCache(database, log, { ttlMs: 30_000 });
      cache.set("k", "[1]", cache.generation());
      vi.advanceTimersByTime(29_000);
      expect(cache.get("k")).toBe("[1]");
      vi.advanceTimersByTime(2_000);
      expect(cache.get("k")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** One database for several caches whose NOTIFYs wait in a queue until `deliver()`, as a LISTEN connection receives them after the write. */
function notifyingLater() {
  const dialect = new PgDialect();
  const listeners: ((payload: string) => void)[] = [];
  const queued: string[] = [];
  const pglite = {
    closed: false,
    listen: async (_channel: string, callback: (payload: string) => void) => {
      listeners.push(callback);
      return async () => undefined;
    },
  } as unknown as PGlite;
  const execute = async (query: SQL) => {
    const [, payload] = dialect.sqlToQuery(query).params;
    queued.push(String(payload));
    return { rows: [] };
  };
  return {
    database: { db: { execute }, pglite } as unknown as DatabaseHandle,
    deliver() {
      for (const payload of queued.splice(0)) for (const listener of listeners) listener(payload);
    },
  };
}
