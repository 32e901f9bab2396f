import { type PGlite, protocol } from "@electric-sql/pglite";
import type { DatabaseHandle } from "./client";

/** One row, every column as text (the statements cast what they return). */
export type TextRow = Record<string, string | null>;

export interface PreparedStatement {
  /** Runs the statement with its parameters as text (arrays as `{1,2}` literals, JSON as text). */
  run(values: ReadonlyArray<string | null>): Promise<TextRow[]>;
}

/** Statement names already prepared on each PGlite instance (a PGlite is one session). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * A named, server-side prepared statement: parsed and planned once per session instead of at every
 * call. On PostgreSQL node-postgres prepares it once per pooled connection (`{name, text}`); on
 * PGlite it goes through PGlite's public wire-protocol API (parse once, then bind/execute/sync),
 * under the same locks as PGlite's own queries, and NOTIFYs reach the listeners as usual. Reserved
 * for the hot path (POST /orders, decision 0402): `text` must be static, with `$n` placeholders
 * cast to their types, and the statement must return text columns.
 */
export function preparedStatement(database: DatabaseHandle, name: string, text: string): PreparedStatement {
  if (database.pglite !== undefined) {
    const pglite = database.pglite;
    return { run: (values) => runOnPglite(pglite, name, text, values) };
  }
  const pool = database.pool!;
  return {
    async run(values) {
      const result = await pool.query<TextRow>({ name, text, values: [...values] });
      return result.rows;
    },
  };
}

async function runOnPglite(pglite: PGlite, name: string, text: string, values: ReadonlyArray<string | null>): Promise<TextRow[]> {
  const { serialize } = protocol;
  // The same two locks as PGlite's query(): never inside somebody else's transaction.
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let prepared = preparedOn.get(pglite);
      if (prepared === undefined) {
        prepared = new Set();
        preparedOn.set(pglite, prepared);
      }
      // A generic plan, made once: PGlite plans in WebAssembly, and a custom plan per call (what
      // PostgreSQL picks for these array parameters) costs more than the statement itself. Only for
      // this statement: the session setting is restored right after.
      await pglite.execProtocolStream(serialize.query("SET plan_cache_mode = force_generic_plan"), PROTOCOL_OPTIONS);
      try {
        return await runUnlockedOnPglite(pglite, { name, text, prepared }, values);
      } finally {
        await pglite.execProtocolStream(serialize.query("RESET plan_cache_mode"), PROTOCOL_OPTIONS);
        await pglite.syncToFs();
      }
    }),
  );
}

const PROTOCOL_OPTIONS = { syncToFs: false };

/**
 * One statement through PGlite's wire protocol with text parameters (parse, bind, describe,
 * execute, sync), WITHOUT taking PGlite's locks: for callers that hold them. A named statement is
 * parsed once per `prepared` set; an unnamed one (`name` "") at every call.
 */
export async function runUnlockedOnPglite(
  pglite: PGlite,
  statement: { name: string; text: string; prepared?: Set<string> },
  values: ReadonlyArray<string | null>,
): Promise<TextRow[]> {
  const { serialize } = protocol;
  const { name, text, prepared } = statement;
  const messages = [];
  try {
    if (name === "" || !prepared?.has(name)) {
      messages.push(...(await pglite.execProtocolStream(serialize.parse({ name, text }), PROTOCOL_OPTIONS)));
      if (name !== "") prepared?.add(name);
    }
    messages.push(...(await pglite.execProtocolStream(serialize.bind({ statement: name, values: [...values] }), PROTOCOL_OPTIONS)));
    messages.push(...(await pglite.execProtocolStream(serialize.describe({ type: "P" }), PROTOCOL_OPTIONS)));
    messages.push(...(await pglite.execProtocolStream(serialize.execute({}), PROTOCOL_OPTIONS)));
  } finally {
    messages.push(...(await pglite.execProtocolStream(serialize.sync(), PROTOCOL_OPTIONS)));
  }
  let fields: string[] = [];
  const rows: TextRow[] = [];
  for (const message of messages) {
    if (message.name === "rowDescription") {
      fields = (message as unknown as { fields: Array<{ name: string }> }).fields.map((field) => field.name);
    } else if (message.name === "dataRow") {
      const data = (message as unknown as { fields: Array<string | null> }).fields;
      rows.push(Object.fromEntries(fields.map((field, index) => [field, data[index] ?? null])));
    }
  }
  return rows;
}
