import { type PlaywrightTestConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_SMS_ENV, FAKE_SMS_URL } from "./sms";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export const urls = {
  api: "http://localhost:3000",
  storefront: "http://localhost:4173",
  backoffice: "http://localhost:4174",
};

/** The API's signing secret in e2e runs, so a test can make a token the API would accept but for its age. */
export const E2E_JWT_SECRET = "forno-e2e-jwt-secret-0123456789-abcdefghij";

/** The simulated PDV's OpenDelivery credentials (operations.md section 7); the API serves /opendelivery with them. */
export const E2E_OPENDELIVERY = { clientId: "forno-e2e-pdv", clientSecret: "forno-e2e-opendelivery-secret-0123456789abcdef" };

// A fresh database for every run, so the demo store starts from its seed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "forno-e2e-"));

export const servers: NonNullable<PlaywrightTestConfig["webServer"]> = [
  // Twilio and Zenvia, faked on loopback: the API texts password codes through it (support/sms.ts).
  {
    command: `pnpm --filter @forno/api exec tsx test/support/fake-sms-cli.ts ${process.env.E2E_SMS_PORT}`,
    cwd: repoRoot,
    url: `${FAKE_SMS_URL}/_fake/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  {
    command: "node apps/api/dist/server.js",
    cwd: repoRoot,
    url: `${urls.api}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: "3000", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn", RATE_LIMIT_AUTH_MAX: "10000", JWT_SECRET: E2E_JWT_SECRET,
      OPENDELIVERY_CLIENT_ID: E2E_OPENDELIVERY.clientId,
      OPENDELIVERY_CLIENT_SECRET: E2E_OPENDELIVERY.clientSecret,
      // The NFC-e's in-process provider: nothing is issued until a spec turns fiscal.enabled on (tests/desk/fiscal-nfce.spec.ts).
      FISCAL_PROVIDER: "sandbox",
      ...E2E_SMS_ENV,
    },
  },
  {
    command: "node scripts/static-server.mjs apps/storefront/dist 4173",
    cwd: repoRoot,
    url: urls.storefront,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  {
    command: "node scripts/static-server.mjs apps/backoffice/dist 4174",
    cwd: repoRoot,
    url: `${urls.backoffice}/backoffice`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
];
