// Starts the production builds: API :3000, storefront :4173, backoffice :4174.
// Prints where everything is and the demo logins; Ctrl-C stops all three.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const apiPort = process.env.PORT ?? "3000";
const apiUrl = process.env.VITE_API_URL ?? `http://localhost:${apiPort}`;
const services = [
  // --max-semi-space-size=4: the API's `start` script flag (apps/api/README.md), less idle memory.
  { name: "api", build: "apps/api/dist/server.js", cmd: ["node", "--max-semi-space-size=4", "apps/api/dist/server.js"], env: { PORT: apiPort } },
  { name: "storefront", build: "apps/storefront/dist", cmd: ["node", "scripts/static-server.mjs", "apps/storefront/dist", "4173"] },
  { name: "backoffice", build: "apps/backoffice/dist", cmd: ["node", "scripts/static-server.mjs", "apps/backoffice/dist", "4174"] },
];

for (const service of services) {
  if (!existsSync(service.build)) {
    console.error(`${service.name}: build missing; run \`pnpm build\` first (or \`npm run up\`).`);
    process.exit(1);
  }
}

const children = services.map((service) => {
  const child = spawn(service.cmd[0], service.cmd.slice(1), {
    env: { ...process.env, API_ORIGIN: apiUrl, ...service.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[${service.name}] `;
  child.stdout.on("data", (chunk) => process.stdout.write(prefix + String(chunk).replace(/\n(?=.)/g, `\n${prefix}`)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix + String(chunk).replace(/\n(?=.)/g, `\n${prefix}`)));
  child.on("exit", (code) => {
    if (stopping) return;
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

async function waitForApi() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

void waitForApi().then((ready) => {
  if (!ready) {
    console.error("The API did not answer /health within a minute; see its log above.");
    return;
  }
  console.log(`
Forno is running.
  Storefront (customers):  http://localhost:4173
  Backoffice (staff):      http://localhost:4174/backoffice
  API:                     ${apiUrl}   (OpenAPI docs: ${apiUrl}/docs)

Demo logins
  Staff  (backoffice): document 390.533.447-05   password Forno@2025
  Client (storefront): document 123.987.456-19   password Cliente@2025

Press Ctrl-C to stop.
`);
});
