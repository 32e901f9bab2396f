import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
// @ts-expect-error plain ESM script without types
import { freePort as findFreePort } from "../../scripts/pg-cluster.mjs";

const freePort = findFreePort as () => Promise<number>;

/** The deployment guide: its nginx block is the configuration the proxy runs (decision 3705). */
export const DEPLOYMENT_GUIDE = fileURLToPath(new URL("../../../../docs/deployment.md", import.meta.url));

const START_TIMEOUT_MS = 15_000;

/** The parts of the guide's nginx block that concern the API. */
export interface DocumentedApiProxy {
  /** `upstream forno_api { ... }` as printed. */
  upstream: string;
  /** `server { ... server_name api.forno.example; ... }` as printed. */
  server: string;
}

/** The text between the braces that open at `open` and their matching close, braces included. */
function braceBlock(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === "{") depth += 1;
    if (text[index] === "}") {
      depth -= 1;
      if (depth === 0) return text.slice(open, index + 1);
    }
  }
  throw new Error("unbalanced braces in the guide's nginx block");
}

/** Reads the fenced ```nginx block of docs/deployment.md and returns its API upstream and server blocks. */
export function documentedApiProxy(guide = readFileSync(DEPLOYMENT_GUIDE, "utf8")): DocumentedApiProxy {
  const fence = /```nginx\n([\s\S]*?)\n```/.exec(guide);
  if (!fence) throw new Error("docs/deployment.md has no ```nginx block");
  const config = fence[1]!;
  const upstreamAt = config.search(/^upstream forno_api \{/m);
  if (upstreamAt < 0) throw new Error("the guide's nginx block has no `upstream forno_api {`");
  const block = (at: number) => {
    const open = config.indexOf("{", at);
    return config.slice(at, open) + braceBlock(config, open);
  };
  const upstream = block(upstreamAt);
  const servers = [...config.matchAll(/^server \{/gm)].map((match) => block(match.index));
  const server = servers.find((block) => /^\s*server_name api\.forno\.example;/m.test(block));
  if (!server) throw new Error("the guide's nginx block has no server for api.forno.example");
  return { upstream, server };
}

/**
 * The guide's blocks with only what names this machine changed: the upstream's `server` lines point
 * at `upstreams`, and the API server listens on `127.0.0.1:<port>` without TLS (no certificate here).
 * Every location and proxy directive stays exactly as printed; a guide that changes the lines this
 * replaces fails here rather than being tested half.
 */
export function localApiProxyConfig(documented: DocumentedApiProxy, upstreams: readonly string[], port: number): string {
  const serverLines = documented.upstream.match(/^\s*server \S+;$/gm) ?? [];
  if (serverLines.length === 0) throw new Error("the guide's upstream lists no server");
  let first = true;
  const upstream = documented.upstream.replace(/^(\s*)server \S+;\n/gm, (_line, indent: string) => {
    if (!first) return "";
    first = false;
    return upstreams.map((address) => `${indent}server ${address};\n`).join("");
  });
  const listens = documented.server.match(/^\s*listen [^;]+;$/gm) ?? [];
  if (listens.length !== 1 || !/listen 443 ssl/.test(listens[0]!)) throw new Error(`the guide's API server should listen once on 443 with TLS, found: ${listens.join(" | ")}`);
  const server = documented.server.replace(/^(\s*)listen [^;]+;$/m, (_line, indent: string) => `${indent}listen 127.0.0.1:${port};`);
  return `${upstream}\n\n${server}\n`;
}

/** nginx's binary: on PATH or Debian's /usr/sbin/nginx. Missing: the run fails, never skips. */
export function findNginx(): string {
  const candidates = [...(process.env.PATH ?? "").split(":").filter(Boolean).map((dir) => join(dir, "nginx")), "/usr/sbin/nginx"];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error("nginx was not found: run `bash scripts/ensure-nginx.sh` (scripts/check.sh does it before the tests)");
}

export interface NginxProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The http{} body it runs (the guide's blocks, localised). */
  config: string;
  close(): Promise<void>;
}

/**
 * nginx in the foreground with the guide's API proxy blocks in a minimal http{} (one worker, files
 * in a folder of the run), in front of `upstreams` ("127.0.0.1:port").
 */
export async function startDocumentedNginx(upstreams: readonly string[]): Promise<NginxProxy> {
  const binary = findNginx();
  const port = await freePort();
  const dir = mkdtempSync(join(inject("runDir"), "nginx-"));
  for (const temp of ["client", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  const config = localApiProxyConfig(documentedApiProxy(), upstreams, port);
  // As root nginx hands requests to an unprivileged worker user, which could not enter the run's folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    join(dir, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${config}
}
`,
  );
  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", `${dir}/error.log`, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${safeRead(join(dir, "error.log"))}`);
    const up = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    config,
    async close() {
      process.removeListener("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
