import { resolve } from "node:path";
import { openDatabase } from "../db/client";
import { databaseOptionsFromEnv } from "../db/database-options";
import { StoreInUseError } from "../db/pglite-lock";
import { EnvError, parseEnv } from "../env";
import { RestoreError, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

/**
 * `pnpm --filter @forno/api backup <file>` and `restore <file>`: the store the server would open
 * (DATABASE_URL, else PGlite under DATA_DIR). pnpm runs scripts in apps/api; a relative <file> is
 * taken from where the command was typed (INIT_CWD), as the person typing it expects.
 */
async function main(): Promise<number> {
  const [command, fileArgument] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || fileArgument === undefined) {
    console.error("usage: pnpm --filter @forno/api backup <file> | restore <file>");
    return 2;
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  const env = parseEnv();
  // On PGlite, refused while the API (or another backup) has the store open (decision 2903).
  const database = await openDatabase(databaseOptionsFromEnv(env, command === "backup" ? "a backup" : "a restore"));
  try {
    if (command === "backup") {
      const summary = await writeBackup(database, file);
      process.stdout.write(`backup written to ${file}: ${summary.rows} rows in ${summary.tables} tables\n`);
    } else {
      const summary = await restoreBackup(database, file);
      process.stdout.write(`restored ${summary.rows} rows in ${summary.tables} tables from ${file}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") console.error(`${(error as NodeJS.ErrnoException).path ?? "the file"} already exists: a backup never overwrites a file.`);
    else if (error instanceof RestoreError || error instanceof EnvError || error instanceof StoreInUseError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
