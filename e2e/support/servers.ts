import { type PlaywrightTestConfig } from "@playwright/test";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export const urls = {
  storefront: "http://localhost:4173",
  backoffice: "http://localhost:4174",
};

export const servers: NonNullable<PlaywrightTestConfig["webServer"]> = [
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
