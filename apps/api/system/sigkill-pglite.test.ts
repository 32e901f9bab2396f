import { join } from "node:path";
import { afterAll, beforeAll, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { type ApiProcess, createApiProcess } from "./support/api-process";
import { crashSummary, expectCrashSurvived } from "./support/crash-checks";
import { runCrashScenario } from "./support/crash-scenario";

// The same SIGKILL scenario on embedded PGlite (DATA_DIR/pglite, no DATABASE_URL): the process that
// dies holds the database itself. After the scenario the API is stopped and the test opens the
// same files to check them.

let api: ApiProcess | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  api = await createApiProcess({ name: "pglite", bundle: inject("serverBundle") });
  await api.start();
});

afterAll(async () => {
  await handle?.close();
  await api?.stop();
});

it("on PGlite, SIGKILL mid-flight loses, duplicates and half-writes nothing; streams resume without gaps", async ({ annotate }) => {
  const record = await runCrashScenario(api!, { journeys: 24, killAfterCreations: 8, workers: 6, followedOrders: 4 });
  await api!.stop({ removeData: false });
  handle = await openDatabase({ pgliteDataDir: join(api!.dataDir, "pglite") });
  await expectCrashSurvived(handle.db, record);
  await annotate(crashSummary(record));
});
