// The reference of the order-creation benchmark (decision 3005): the rows one POST /orders writes
// (the order, its items, its first history entry, its first event and its Idempotency-Key claim),
// copied from an order the API created (its unique OpenDelivery id drawn again), by ONE bare
// statement on the same database, prepared and written to disk like POST /orders' own: no token, no
// reading, no checks, no pricing, no NOTIFY. What POST /orders costs beyond writing its rows is the
// ratio of the two rates, which a busy machine moves far less than either rate.
import type { DatabaseHandle } from "../src/db/client";
import { preparedStatement } from "../src/db/prepared";
import { rawQuery } from "../src/db/raw";

/** Columns a copy of a row takes as they are: all but those the database draws (ids, external_id). */
async function copiedColumns(database: DatabaseHandle, table: string, drawn: readonly string[]): Promise<string[]> {
  const rows = await rawQuery(database)(
    "SELECT column_name::text AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1::text AND is_generated = 'NEVER' ORDER BY ordinal_position",
    [table],
  );
  return rows.map((row) => row.name!).filter((column) => !drawn.includes(column));
}

const list = (columns: readonly string[], table = "") => columns.map((column) => `${table}"${column}"`).join(", ");

/** Unique per order: drawn again for each copy, as POST /orders draws it. */
const DRAWN_AGAIN: Record<string, string> = { opendelivery_id: "gen_random_uuid()" };

/**
 * Writes a copy of order `templateId`'s rows (and of the Idempotency-Key row `templateKey` that
 * answered it) under a new order id; checked once before it is returned.
 */
export async function bareOrderWriter(database: DatabaseHandle, templateId: number, templateKey: string): Promise<() => Promise<void>> {
  const order = await copiedColumns(database, "orders", ["id", "external_id"]);
  const child = async (table: string) => {
    const columns = await copiedColumns(database, table, ["id", "order_id"]);
    return `INSERT INTO ${table} (order_id, ${list(columns)}) SELECT o.id, ${list(columns, "t.")} FROM ${table} t, o WHERE t.order_id = $1::integer`;
  };
  const keys = await copiedColumns(database, "idempotency_keys", ["key"]);
  const statement = preparedStatement(
    database,
    "forno_bench_bare_order",
    `WITH o AS (
  INSERT INTO orders (${list(order)}) SELECT ${order.map((column) => DRAWN_AGAIN[column] ?? `"${column}"`).join(", ")} FROM orders WHERE id = $1::integer RETURNING id
),
i AS (${await child("order_items")}),
h AS (${await child("order_state_history")}),
e AS (${await child("order_events")}),
k AS (
  INSERT INTO idempotency_keys (key, ${list(keys)})
  SELECT gen_random_uuid()::text, ${list(keys)} FROM idempotency_keys WHERE key = $2::text AND (response->>'order_id')::integer = $1::integer
)
SELECT id::text AS id FROM o`,
  );
  const write = async () => {
    const rows = await statement.run([String(templateId), templateKey]);
    if (rows.length !== 1) throw new Error("the bare write wrote no order");
  };
  await write();
  return write;
}
