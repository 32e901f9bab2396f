// The production builds for a browser benchmark, as e2e/support/servers.ts starts them for the
// tests: the built API on a fresh DATA_DIR (port 3000) and each app's dist/ through
// scripts/static-server.mjs. Callers run `pnpm build` first.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { get as httpsGet } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const API_URL = "http://127.0.0.1:3000";

/** Whether `url` answers 2xx; HTTPS is checked on the bench's own self-signed certificate. */
function answers(url) {
  if (!url.startsWith("https:")) return fetch(url).then((response) => response.ok, () => false);
  return new Promise((resolve) => {
    httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    }).on("error", () => resolve(false));
  });
}

/** Polls `url` until it answers 2xx (60 s at most). */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A self-signed certificate for localhost in `dir` (openssl), as the static server reads it. */
function localhostCertificate(dir) {
  const env = { TLS_CERT_FILE: join(dir, "cert.pem"), TLS_KEY_FILE: join(dir, "key.pem") };
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", env.TLS_KEY_FILE, "-out", env.TLS_CERT_FILE], { stdio: "ignore" });
  return env;
}

/**
 * Starts the API and the given apps (`{ dist, port, readyPath, tls }`), waits until each answers,
 * and returns `stop()`. An app with `tls: true` is served over HTTPS with HTTP/2, as the deployment
 * serves it (docs/deployment.md), on a self-signed certificate for localhost: the browser needs
 * `--ignore-certificate-errors`. Exits with 2 when a build is missing.
 */
export async function startServers(apps, apiEnv = {}) {
  for (const file of ["apps/api/dist/server.js", ...apps.map((app) => `${app.dist}/index.html`)]) {
    if (!existsSync(join(root, file))) {
      console.error(`${file} is missing: run \`pnpm build\` first.`);
      process.exit(2);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), "forno-bench-data-"));
  const tlsApps = apps.filter((app) => app.tls);
  const tlsEnv = tlsApps.length ? localhostCertificate(dataDir) : {};
  // The API's default origins are the apps over HTTP: an app over HTTPS is another origin to allow.
  if (tlsApps.length) apiEnv = { CORS_ORIGINS: apps.flatMap((app) => ["localhost", "127.0.0.1"].map((host) => `${app.tls ? "https" : "http"}://${host}:${app.port}`)).join(","), ...apiEnv };
  const children = [
    spawn(process.execPath, ["apps/api/dist/server.js"], { cwd: root, env: { ...process.env, PORT: "3000", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test", ...apiEnv }, stdio: "inherit" }),
    ...apps.map((app) => spawn(process.execPath, ["scripts/static-server.mjs", app.dist, String(app.port)], { cwd: root, env: { ...process.env, ...(app.tls ? tlsEnv : {}) }, stdio: "ignore" })),
  ];
  // The database is removed once the API has closed it.
  const stop = async () => {
    await Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")))));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitFor(`${API_URL}/health`), ...apps.map((app) => waitFor(`${app.tls ? "https" : "http"}://127.0.0.1:${app.port}${app.readyPath ?? "/"}`))]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** Chromium as the e2e config launches it. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};
