import { startFakeIfood } from "./fake-ifood";

/**
 * `tsx test/support/fake-ifood-cli.ts <port>`: the fake of iFood's Merchant API as a process of its
 * own, for the end-to-end run (e2e/support/servers.ts points the API's IFOOD_BASE_URL at it; the
 * tests place orders and read the calls at /_fake/*). Stops on SIGTERM/SIGINT.
 */
const port = Number(process.argv[2] ?? "0");
const fake = await startFakeIfood(port);
console.warn(`fake iFood Merchant API at ${fake.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
