import { protocol } from "@electric-sql/pglite";
import type { DatabaseHandle } from "./client";
import { type TextRow, runUnlockedOnPglite } from "./prepared";

/** A parameterised statement run as is (static text with `$n` placeholders, values as text). */
export type RawQuery = (text: string, values: ReadonlyArray<string | null>) => Promise<TextRow[]>;

/** Runs one static statement outside any transaction (the statement must return text columns). */
export function rawQuery(database: DatabaseHandle): RawQuery {
  if (database.pglite !== undefined) {
    const pglite = database.pglite;
    // The wire protocol with text parameters, as on PostgreSQL (PGlite's query() types them from JS values).
    return (text, values) => pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => runUnlockedOnPglite(pglite, { name: "", text }, values)));
  }
  const pool = database.pool!;
  return async (text, values) => (await pool.query<TextRow>(text, [...values])).rows;
}

/** A transaction-scoped advisory lock: (namespace, key). */
export type AdvisoryLock = readonly [number, number];

/**
 * Runs `work` in ONE transaction that first takes the transaction-scoped advisory locks
 * (namespace, key): two transactions with a key in common run one after the other, and under READ
 * COMMITTED each statement after the locks sees what the previous holder committed. The locks are
 * taken in one order (namespace, then key), so two transactions never wait on each other in a
 * circle. On PGlite (one session, transactions exclusive) they are taken all the same. `work` must
 * use only `query`.
 */
export async function inLockedTransaction<T>(database: DatabaseHandle, locks: readonly AdvisoryLock[], work: (query: RawQuery) => Promise<T>): Promise<T> {
  const ordered = [...locks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const lockText = "SELECT pg_advisory_xact_lock($1::integer, $2::integer)::text AS locked";
  const takeLocks = async (query: RawQuery) => {
    for (const [namespace, key] of ordered) await query(lockText, [String(namespace), String(key)]);
  };
  if (database.pglite !== undefined) {
    const pglite = database.pglite;
    const simple = (text: string) => pglite.execProtocolStream(protocol.serialize.query(text), { syncToFs: false });
    // PGlite's own locks for the whole transaction, statements through the wire protocol.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const query: RawQuery = (text, values) => runUnlockedOnPglite(pglite, { name: "", text }, values);
        await simple("BEGIN");
        try {
          await takeLocks(query);
          const result = await work(query);
          await simple("COMMIT");
          return result;
        } catch (error) {
          await simple("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          await pglite.syncToFs();
        }
      }),
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query("BEGIN");
    const query: RawQuery = async (text, values) => (await client.query<TextRow>(text, [...values])).rows;
    await takeLocks(query);
    const result = await work(query);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
