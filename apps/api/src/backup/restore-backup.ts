import { constants, createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../db/client";
import { BACKUP_FORMAT, type BackupEnd, type BackupHeader, type BackupSequences } from "./backup-format";
import { ident, latestMigration, queryRows, storeSequences, storeTables } from "./store-tables";

export class RestoreError extends Error {
  override name = "RestoreError";
}

export const STORE_NOT_EMPTY =
  "The target store is not empty: restore only into an empty data folder (DATA_DIR) or an empty database (DATABASE_URL), never over a store in use.";

/** Names of the store's tables that hold rows. */
async function tablesWithRows(db: Executor): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await storeTables(db)) {
    const [row] = await queryRows<{ filled: boolean }>(db, sql.raw(`SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS filled`));
    if (row?.filled) filled.push(table.name);
  }
  return filled;
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input = raw.pipe(createGunzip());
  raw.once("error", (error) => input.destroy(error));
  for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line !== "") yield line;
}

/**
 * Restores a backup into an empty store: migrations first (the same set the backup was made with),
 * then the rows table by table, parents first, and every sequence where it stood, so new orders
 * continue the numbering. One transaction: a failed restore leaves the store empty.
 */
export async function restoreBackup(database: DatabaseHandle, file: string): Promise<{ tables: number; rows: number }> {
  try {
    await access(file, constants.R_OK);
  } catch {
    throw new RestoreError(`Cannot read ${file}`);
  }
  await database.migrate();
  const filled = await tablesWithRows(database.db);
  if (filled.length > 0) throw new RestoreError(`${STORE_NOT_EMPTY} (rows found in ${filled.join(", ")})`);

  const lines = linesOf(file);
  const first = await lines.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.done ? "{}" : first.value) as BackupHeader;
  } catch {
    throw new RestoreError(`${file} is not a Forno backup`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1) throw new RestoreError(`${file} is not a Forno backup`);
  const migration = await latestMigration(database.db);
  if (migration !== header.migration) {
    throw new RestoreError("The backup was made by another version of the API (a different set of migrations): restore it with that version, then upgrade.");
  }

  const tables = new Map((await storeTables(database.db)).map((table) => [table.name, table]));
  const missing = header.tables.filter((name) => !tables.has(name));
  if (missing.length > 0) throw new RestoreError(`The backup holds tables this version does not have: ${missing.join(", ")}`);

  let rows = 0;
  let end: BackupEnd | undefined;
  await database.db.transaction(async (tx) => {
    for await (const line of lines) {
      const parsed = JSON.parse(line) as { table?: string; rows?: unknown[] } & Partial<BackupSequences> & Partial<BackupEnd>;
      if (parsed.table !== undefined) {
        const table = tables.get(parsed.table);
        if (table === undefined) throw new RestoreError(`Unknown table in the backup: ${parsed.table}`);
        const columns = sql.raw(table.columns.map(ident).join(", "));
        // The line's own text goes to PostgreSQL, which turns JSON back into each column's type.
        const name = sql.raw(ident(table.name));
        await tx.execute(
          sql`INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
              SELECT ${columns} FROM json_populate_recordset(NULL::${name}, (${line}::json)->'rows')`,
        );
        rows += parsed.rows?.length ?? 0;
      } else if (parsed.sequences !== undefined) {
        await restoreSequences(tx, parsed.sequences);
      } else if (parsed.end === true) {
        end = parsed as BackupEnd;
      }
    }
    if (end === undefined) throw new RestoreError(`${file} is cut short (no end marker): nothing was restored`);
    if (end.rowCount !== rows) throw new RestoreError(`${file} announces ${end.rowCount} rows but holds ${rows}: nothing was restored`);
  });
  return { tables: header.tables.length, rows };
}

async function restoreSequences(db: Executor, sequences: BackupSequences["sequences"]): Promise<void> {
  const known = new Set((await storeSequences(db)).map((sequence) => sequence.name));
  for (const { name, lastValue } of sequences) {
    if (!known.has(name)) throw new RestoreError(`Unknown sequence in the backup: ${name}`);
    if (lastValue !== null) await db.execute(sql`SELECT setval(${`public.${ident(name)}`}::regclass, ${lastValue}::bigint, true)`);
  }
}
