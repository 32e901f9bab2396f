// Starts the production builds: the API, the storefront and the backoffice, on one HOST and three
// ports (scripts/start-config.mjs, decision 3604). The log keeps warnings and errors; the banner
// with the addresses and the demo logins comes last, once all three answer. Ctrl-C stops all three.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { apiNodeFlags } from "../apps/api/scripts/node-flags.mjs";
import { startConfig } from "./start-config.mjs";

let config;
try {
  config = startConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { host, ports, urls, apiEnv } = config;
const services = [
  // With the Node flags of the API's `start` script (apps/api/README.md: less resident memory).
  { name: "api", build: "apps/api/dist/server.js", cmd: ["node", ...apiNodeFlags(), "apps/api/dist/server.js"], env: apiEnv },
  { name: "storefront", build: "apps/storefront/dist", cmd: ["node", "scripts/static-server.mjs", "apps/storefront/dist", String(ports.storefront), host] },
  { name: "backoffice", build: "apps/backoffice/dist", cmd: ["node", "scripts/static-server.mjs", "apps/backoffice/dist", String(ports.backoffice), host] },
];

for (const service of services) {
  if (!existsSync(service.build)) {
    console.error(`${service.name}: build missing; run \`pnpm build\` first (or \`npm run up\`).`);
    process.exit(1);
  }
}

// The apps call the API address they were built with (VITE_API_URL): say so when it is not this one.
const builtFor = /<link rel="preconnect" href="([^"]+)"/.exec(readFileSync("apps/storefront/dist/index.html", "utf8"))?.[1];
if (builtFor !== undefined && builtFor.replace(/\/+$/, "") !== urls.api.replace(/\/+$/, "")) {
  console.warn(`The apps were built to call ${builtFor}, not ${urls.api}: run \`npm run up\` (it builds them for this address).`);
}

const children = services.map((service) => {
  const child = spawn(service.cmd[0], service.cmd.slice(1), {
    env: { ...process.env, API_ORIGIN: urls.api, ...service.env },
    // The static servers' only output is their "serving ..." line: the banner says it.
    stdio: ["ignore", service.name === "api" ? "pipe" : "ignore", "pipe"],
  });
  const prefix = `[${service.name}] `;
  const forward = (stream) => (chunk) => stream.write(prefix + String(chunk).replace(/\n(?=.)/g, `\n${prefix}`));
  child.stdout?.on("data", forward(process.stdout));
  child.stderr.on("data", forward(process.stderr));
  child.on("exit", (code, signal) => {
    if (stopping) return;
    // Ctrl-C reaches every process of the terminal's group: the children may stop first.
    if (signal === "SIGINT" || signal === "SIGTERM") return shutdown(0);
    console.error(`${service.name} stopped (code ${code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

/** Asked on this machine: a server listening on 0.0.0.0 answers on 127.0.0.1 too. */
const local = (portNumber, path) => `http://${config.loopback || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${portNumber}${path}`;

async function answers(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const ready = await Promise.all([answers(local(ports.api, "/health")), answers(local(ports.storefront, "/")), answers(local(ports.backoffice, "/backoffice"))]);
if (ready.includes(false)) {
  console.error("A server did not answer within a minute; see its log above.");
} else {
  const phone = config.loopback
    ? "Only this computer can open them. For a phone on the same Wi-Fi: HOST=0.0.0.0 npm run up"
    : config.publicHost === "localhost"
      ? "No local network address was found: a phone cannot reach this computer yet."
      : "Open them from a phone on the same Wi-Fi network with the addresses above.";
  const hours = apiEnv.SEED_HOURS === "always" ? "\nThe demo store is open 24 hours a day (SEED_HOURS=always); set real hours in Backoffice > Horários." : "";
  console.log(`
Forno is running.
  Storefront (customers):  ${urls.storefront}
  Backoffice (staff):      ${urls.backoffice}
  API:                     ${urls.api}   (OpenAPI docs: ${urls.api}/docs)
${phone}${hours}

Demo logins
  Staff  (backoffice): document 390.533.447-05   password Forno@2025
  Client (storefront): document 123.987.456-19   password Cliente@2025

Log: warnings and errors only (LOG_LEVEL=info for every request). Press Ctrl-C to stop.
`);
}
