import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { type NotificationListener, listenForNotifications } from "../db/notifications";

/** Raised after a catalogue write; every API instance on the database clears its copy. */
const CATALOGUE_CHANNEL = "forno_catalogue";
/** Raised after a settings write (GET /settings/store's cache). */
const STORE_CHANNEL = "forno_store";
/** Raised after a password change (the session versions' cache). */
const SESSIONS_CHANNEL = "forno_sessions";

/**
 * The public catalogue (GET /products for anonymous callers and clients) as ready-to-send JSON,
 * keyed by the normalised query and base URL. A product write clears it here and, through a
 * NOTIFY on the shared database, on every other API instance; the short lifetime only bounds
 * staleness if a notification is ever missed (the listener clears everything when it reconnects).
 */
export interface JsonCache {
  get(key: string): string | undefined;
  /** Taken before reading the database; `set` keeps the answer only if no write came since. */
  generation(): number;
  /** `validUntil` (epoch ms) ends the entry before its lifetime does: the instant the answer stops being true. */
  set(key: string, json: string, generation: number, validUntil?: number | null): void;
  /** Call after a committed catalogue write: clears this copy and tells the other instances. */
  changed(): Promise<void>;
  /** Starts listening for the other instances' writes. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export type CatalogueCache = JsonCache;

interface JsonCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

export function createCatalogueCache(database: DatabaseHandle, log: FastifyBaseLogger, options: JsonCacheOptions = {}): JsonCache {
  return createJsonCache(database, log, CATALOGUE_CHANNEL, options);
}

/**
 * GET /settings/store's answer per base URL, cleared by every settings or hours write on any
 * instance (decisions 1402, 3004); each entry also ends at the next opening or closing.
 */
export function createStoreInfoCache(database: DatabaseHandle, log: FastifyBaseLogger, options: JsonCacheOptions = {}): JsonCache {
  return createJsonCache(database, log, STORE_CHANNEL, { maxEntries: 20, ...options });
}

/**
 * Accounts' session versions ("client:7" -> "3"), so authenticated requests need no query once
 * warm; every password change clears them here and on every instance (decision 1401).
 */
export function createSessionVersionCache(database: DatabaseHandle, log: FastifyBaseLogger, options: JsonCacheOptions = {}): JsonCache {
  return createJsonCache(database, log, SESSIONS_CHANNEL, { maxEntries: 10_000, ...options });
}

function createJsonCache(database: DatabaseHandle, log: FastifyBaseLogger, channel: string, { maxEntries = 200, ttlMs = 30_000 }: JsonCacheOptions): JsonCache {
  const entries = new Map<string, { json: string; storedAt: number; expiresAt: number }>();
  let listener: NotificationListener | undefined;
  // A read that started before a write and ends after its notification would put the old catalogue
  // back for a whole lifetime: every clear moves the generation, and such a read is not kept.
  let current = 0;
  // Each NOTIFY names its sender: this instance cleared its copy at its own write already, and on
  // PostgreSQL its own notification comes back later, when it would throw away a fresh answer.
  const origin = randomUUID();
  const clear = () => {
    current += 1;
    entries.clear();
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      // A clock set back before the entry was stored (a test's fake clock) does not get it either.
      const now = Date.now();
      if (now >= entry.expiresAt || now < entry.storedAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.json;
    },
    generation: () => current,
    set(key, json, generation, validUntil) {
      if (generation !== current) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const storedAt = Date.now();
      entries.set(key, { json, storedAt, expiresAt: Math.min(storedAt + ttlMs, validUntil ?? Number.POSITIVE_INFINITY) });
    },
    async changed() {
      clear();
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${origin})`);
    },
    async start() {
      listener = await listenForNotifications(database, channel, {
        onMessage: (sender) => {
          if (sender !== origin) clear();
        },
        onReconnect: clear,
        onError: (error) => log.warn({ err: error, channel }, "cache listener connection lost"),
      });
    },
    async close() {
      await listener?.close();
      listener = undefined;
    },
  };
}
