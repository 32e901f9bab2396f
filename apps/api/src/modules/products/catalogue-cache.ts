/**
 * The public catalogue (GET /products for anonymous callers and clients) as ready-to-send JSON,
 * keyed by the normalised query and base URL. Any product or additional write clears it; a short
 * lifetime bounds staleness when several API instances share one database.
 */
export interface CatalogueCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  clear(): void;
}

export function createCatalogueCache({ maxEntries = 200, ttlMs = 30_000 } = {}): CatalogueCache {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.json;
    },
    set(key, json) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { json, expiresAt: Date.now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
