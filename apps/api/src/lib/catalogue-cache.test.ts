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
