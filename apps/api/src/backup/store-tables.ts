import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/** One table of the store: its name, the columns a restore writes, and its primary key (the dump's order). */
export interface StoreTable {
  name: string;
  columns: string[];
  orderBy: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function queryRows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A quoted SQL identifier (names come from the catalogue, never from a request). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the `public` schema, parents before children (foreign keys), so a restore inserts
 * rows in an order the constraints accept. Generated columns are left out: the database computes them.
 */
export async function storeTables(db: Executor): Promise<StoreTable[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND is_generated = 'NEVER'
          AND table_name IN (SELECT tablename FROM pg_tables WHERE schemaname = 'public')
        ORDER BY table_name, ordinal_position`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE i.indisprimary AND n.nspname = 'public' ORDER BY c.relname, k.position`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint f
        JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE f.contype = 'f' AND n.nspname = 'public' AND f.conrelid <> f.confrelid`,
  );
  const tables = new Map<string, StoreTable>();
  for (const { table, column } of columns) {
    const entry = tables.get(table) ?? { name: table, columns: [], orderBy: [] };
    entry.columns.push(column);
    tables.set(table, entry);
  }
  for (const { table, column } of keys) tables.get(table)?.orderBy.push(column);
  for (const table of tables.values()) if (table.orderBy.length === 0) table.orderBy = [...table.columns];
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(tables: StoreTable[], references: Array<{ child: string; parent: string }>): StoreTable[] {
  const ordered: StoreTable[] = [];
  const placed = new Set<string>();
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const index = pending.findIndex((table) => references.every((ref) => ref.child !== table.name || placed.has(ref.parent)));
    if (index === -1) throw new Error(`foreign keys form a cycle between ${pending.map((table) => table.name).join(", ")}`);
    const [next] = pending.splice(index, 1);
    ordered.push(next!);
    placed.add(next!.name);
  }
  return ordered;
}

/** The store's sequences (identity columns included) and where each stands; null: never used. */
export async function storeSequences(db: Executor): Promise<Array<{ name: string; lastValue: string | null }>> {
  const rows = await queryRows<{ name: string; last_value: string | number | null }>(
    db,
    sql`SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : String(row.last_value) }));
}

/** The last migration applied (drizzle's journal in the database), which a backup and its restore must share. */
export async function latestMigration(db: Executor): Promise<string | undefined> {
  const [row] = await queryRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1`);
  return row?.hash;
}
