// Serves a built single-page app: hashed assets cached for a year, gzip/brotli when the
// browser accepts them (every file compressed once, before the server listens), <path>.html when
// the build wrote one for that screen, index.html for every other path (SPA fallback), security
// headers.
// Usage: node scripts/static-server.mjs <dist dir> <port> [host]
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { readFileSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants } from "node:zlib";

const [distArg, portArg, hostArg] = process.argv.slice(2);
if (!distArg || !portArg) {
  console.error("usage: node scripts/static-server.mjs <dist dir> <port> [host]");
  process.exit(2);
}
const root = resolve(distArg);
const port = Number(portArg);
const host = hostArg ?? "127.0.0.1";
const apiOrigin = process.env.API_ORIGIN ?? process.env.VITE_API_URL ?? "http://localhost:3000";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};
const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt"]);
const cache = new Map();

// Mercado Pago's Card Payment Brick loads its SDK, frames and card thumbnails from the provider's
// hosts: allowed only when that provider is active (the sandbox needs none of them).
const mercadoPago = process.env.PAYMENT_PROVIDER === "mercadopago" ? " https://*.mercadopago.com https://*.mercadolibre.com https://*.mlstatic.com" : "";

const securityHeaders = {
  "content-security-policy": [
    "default-src 'self'",
    `connect-src 'self' ${apiOrigin}${mercadoPago}`,
    `img-src 'self' data: blob: ${apiOrigin}${mercadoPago}`,
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${mercadoPago}`,
    `frame-src 'self'${mercadoPago}`,
    "font-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A file's bytes and their compressed forms, read and compressed once (compression runs off the event loop). */
function load(path) {
  let entry = cache.get(path);
  if (!entry) {
    entry = readEntry(path).catch((error) => {
      cache.delete(path);
      throw error;
    });
    cache.set(path, entry);
  }
  return entry;
}

async function readEntry(path) {
  const body = await readFile(path);
  const ext = extname(path);
  if (!compressible.has(ext) || body.length <= 512) return { body, ext, gzip: null, br: null };
  const [gzipped, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
  return { body, ext, gzip: gzipped, br };
}

// Brotli at quality 11 takes ~1.4 s for a whole build: done before the first request instead of
// during it (the first visit, and every benchmark's first run, paid it per file).
const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((dirent) => dirent.isFile());
await Promise.all(files.map((dirent) => load(join(dirent.parentPath, dirent.name))));

async function resolveFile(urlPath) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
  } catch {
    // fall through to the SPA fallback
  }
  return null;
}

async function serve(req, res) {
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    const found = await resolveFile(url.pathname);
    if (!found && url.pathname.startsWith("/assets/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Não encontrado");
      return;
    }
    // A screen with its own page (dist/catalog.html: index.html plus that screen's preloads), the home's
    // index.html, else the SPA fallback (fallback.html: without the home's data hints, when the build wrote one).
    const file = found ?? (await resolveFile(`${url.pathname.replace(/\/+$/, "")}.html`)) ?? (url.pathname === "/" ? null : await resolveFile("/fallback.html")) ?? join(root, "index.html");
    const entry = await load(file);
    const accept = String(req.headers["accept-encoding"] ?? "");
    const headers = { ...securityHeaders, "content-type": types[entry.ext] ?? "application/octet-stream", vary: "accept-encoding" };
    headers["cache-control"] = url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    let body = entry.body;
    if (entry.br && accept.includes("br")) {
      body = entry.br;
      headers["content-encoding"] = "br";
    } else if (entry.gzip && accept.includes("gzip")) {
      body = entry.gzip;
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    res.end("Erro interno");
  }
}

// With a certificate (TLS_CERT_FILE and TLS_KEY_FILE, PEM), HTTPS with HTTP/2 as the deployment's
// proxy serves the apps (docs/deployment.md): every chunk on one connection instead of six.
const tls = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) } : null;
const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, serve) : createServer(serve);
server.listen(port, host, () => {
  console.log(`serving ${root} on ${tls ? "https" : "http"}://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
