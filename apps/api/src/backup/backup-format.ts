/** First line of a backup file (gzip-compressed JSON lines). */
export interface BackupHeader {
  format: "forno-backup";
  version: 1;
  createdAt: string;
  /** drizzle's hash of the last migration applied to the store that was saved. */
  migration: string;
  /** Tables in the order a restore inserts them (parents first). */
  tables: string[];
}

/** One line per chunk of a table: rows as PostgreSQL's own JSON (bytea as `\x…` hex, exact numerics). */
export interface BackupRows {
  table: string;
  rows: Array<Record<string, unknown>>;
}

/** After the rows: where every sequence stood (order numbers, event ids, identities). */
export interface BackupSequences {
  sequences: Array<{ name: string; lastValue: string | null }>;
}

/** Last line: a file cut short has none, and is refused. */
export interface BackupEnd {
  end: true;
  rowCount: number;
}

export type BackupLine = BackupHeader | BackupRows | BackupSequences | BackupEnd;

export const BACKUP_FORMAT = "forno-backup";
/** Rows per line: bounded memory whatever the table's size, few enough round trips. */
export const ROWS_PER_CHUNK = 500;
