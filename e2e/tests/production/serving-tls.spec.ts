import { expect, test } from "@playwright/test";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// With a certificate, scripts/static-server.mjs serves over HTTPS with HTTP/2, as the deployment's
// proxy does (docs/deployment.md): `pnpm bench` measures the storefront that way (decision 3712).
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const PORT = 4443;

let server: ChildProcess | undefined;
let dir: string | undefined;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "forno-tls-"));
  const env = { TLS_CERT_FILE: join(dir, "cert.pem"), TLS_KEY_FILE: join(dir, "key.pem") };
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", env.TLS_KEY_FILE, "-out", env.TLS_CERT_FILE], { stdio: "ignore" });
  const child = spawn(process.execPath, ["scripts/static-server.mjs", "apps/storefront/dist", String(PORT)], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  server = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => (chunk.toString().includes("serving") ? resolve() : undefined));
    child.once("exit", (code) => reject(new Error(`static-server exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** GET `path` over HTTP/2 (the self-signed certificate accepted): status, headers and body. */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${PORT}`, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path });
    let body = "";
    let headers: Record<string, string | string[] | undefined> = {};
    stream.on("response", (response) => (headers = response));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body });
    });
    stream.on("error", reject);
  });
}

test("over HTTP/2 with TLS: a screen's own page, its security headers, and a hashed chunk", async () => {
  const page = await get("/catalog");
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
  // catalog.html: the catalogue's chunk is hinted beside the entry.
  expect(page.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/catalog-page-[^"]+\.js">/);
  const chunk = page.body.match(/href="(\/assets\/first-load-[^"]+\.js)"/)?.[1];
  expect(chunk).toBeDefined();
  const script = await get(chunk!);
  expect(script.status).toBe(200);
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});
