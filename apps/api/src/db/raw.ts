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

/**
 * Runs `work` in ONE transaction that first takes the transaction-scoped advisory lock
 * (namespace, key): two transactions with the same key run one after the other, and under READ
 * COMMITTED each statement after the lock sees what the previous holder committed. On PGlite (one
 * session, transactions exclusive) the lock is taken all the same. `work` must use only `query`.
 */
export async function inLockedTransaction<T>(database: DatabaseHandle, lock: readonly [number, number], work: (query: RawQuery) => Promise<T>): Promise<T> {
  const lockText = "SELECT pg_advisory_xact_lock($1::integer, $2::integer)::text AS locked";
  const lockValues = [String(lock[0]), String(lock[1])];
  if (database.pglite !== undefined) {
    const pglite = database.pglite;
    const simple = (text: string) => pglite.execProtocolStream(protocol.serialize.query(text), { syncToFs: false });
    // PGlite's own locks for the whole transaction, statements through the wire protocol.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const query: RawQuery = (text, values) => runUnlockedOnPglite(pglite, { name: "", text }, values);
        await simple("BEGIN");
        try {
          await query(lockText, lockValues);
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
    await query(lockText, lockValues);
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
