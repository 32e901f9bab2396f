import { once } from "node:events";
import { open } from "node:fs/promises";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { BACKUP_FORMAT, type BackupLine, ROWS_PER_CHUNK } from "./backup-format";
import { ident, latestMigration, queryRows, storeSequences, storeTables } from "./store-tables";

export interface BackupSummary {
  tables: number;
  rows: number;
}

/**
 * Writes everything the store holds (every table of the schema, photos included, and where every
 * sequence stands) to `file`, from one consistent snapshot: on PostgreSQL the server may keep
 * taking orders meanwhile.
 */
export async function writeBackup(database: DatabaseHandle, file: string): Promise<BackupSummary> {
  // Never over an existing file (an older backup): "wx" fails with EEXIST before anything is read.
  const out = (await open(file, "wx", 0o600)).createWriteStream();
  const gzip = createGzip();
  gzip.pipe(out);
  const writeText = async (text: string) => {
    if (!gzip.write(`${text}\n`)) await once(gzip, "drain");
  };
  const write = (line: BackupLine) => writeText(JSON.stringify(line));
  let summary: BackupSummary = { tables: 0, rows: 0 };
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const migration = await latestMigration(tx);
      if (migration === undefined) throw new Error("the database has no migrations applied: nothing to back up");
      const tables = await storeTables(tx);
      await write({ format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migration, tables: tables.map((table) => table.name) });
      let rows = 0;
      for (const table of tables) {
        const order = table.orderBy.map(ident).join(", ");
        for (let offset = 0; ; offset += ROWS_PER_CHUNK) {
          const [chunk] = await queryRows<{ count: string | number; rows: string }>(
            tx,
            sql.raw(
              `SELECT count(*) AS count, '[' || coalesce(string_agg(row_to_json(t)::text, ','), '') || ']' AS rows FROM (SELECT * FROM ${ident(table.name)} ORDER BY ${order} LIMIT ${ROWS_PER_CHUNK} OFFSET ${offset}) t`,
            ),
          );
          const count = Number(chunk!.count);
          // PostgreSQL's JSON text (one line: row_to_json, unlike json_agg, adds no line breaks) goes to the
          // file as is, never through JavaScript numbers.
          if (count > 0) await writeText(`{"table":${JSON.stringify(table.name)},"rows":${chunk!.rows}}`);
          rows += count;
          if (count < ROWS_PER_CHUNK) break;
        }
      }
      await write({ sequences: await storeSequences(tx) });
      await write({ end: true, rowCount: rows });
      summary = { tables: tables.length, rows };
    });
    gzip.end();
    await finished(out);
    return summary;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  }
}
