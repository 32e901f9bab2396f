import { buildApp } from "./app";
import { StoreInUseError } from "./db/pglite-lock";
import { EnvError, parseEnv } from "./env";

/** Process entry: builds the app, listens, and closes cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp();
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  // A setting the start refuses (the staff account in production...) or a PGlite store another
  // process holds is said plainly, without a stack.
  if (error instanceof EnvError || error instanceof StoreInUseError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
