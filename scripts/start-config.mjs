// Where `npm run up` (scripts/up.sh, scripts/start.mjs) serves the three servers, from one HOST
// and three ports (decision 3604), and the API's environment for the demo. Pure: the tests call
// it with their own variables and network interfaces.
//   node scripts/start-config.mjs api-url   prints the API's address (up.sh builds the apps with it)
//   node scripts/start-config.mjs storefront-url   prints the storefront's (the backoffice's coupon links)
import { networkInterfaces } from "node:os";
import { pathToFileURL } from "node:url";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);
const ANY = new Set(["0.0.0.0", "::"]);

/** The machine's address on the local network: a private IPv4 first (Wi-Fi, Ethernet), else any IPv4. */
export function lanAddress(interfaces = networkInterfaces()) {
  const addresses = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === "IPv4" && !entry.internal)
    .map((entry) => entry.address);
  const isPrivate = (address) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address);
  return addresses.find(isPrivate) ?? addresses[0] ?? null;
}

function port(value, fallback, name) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name} must be a port number (1 to 65535), got "${value}"`);
  return number;
}

/**
 * HOST (default 127.0.0.1: this machine only) is where the API, the storefront and the backoffice
 * listen; 0.0.0.0 opens them to the network, and the address printed and built into the apps is
 * then the machine's address on it, so a phone on the same Wi-Fi can open them.
 */
export function startConfig(env = process.env, interfaces = networkInterfaces()) {
  const host = env.HOST?.trim() || "127.0.0.1";
  const publicHost = LOOPBACK.has(host) ? "localhost" : ANY.has(host) ? (lanAddress(interfaces) ?? "localhost") : host;
  const ports = {
    api: port(env.PORT, 3000, "PORT"),
    storefront: port(env.STOREFRONT_PORT, 4173, "STOREFRONT_PORT"),
    backoffice: port(env.BACKOFFICE_PORT, 4174, "BACKOFFICE_PORT"),
  };
  const origin = (name, portNumber) => `http://${name.includes(":") ? `[${name}]` : name}:${portNumber}`;
  const api = env.VITE_API_URL?.trim() || origin(publicHost, ports.api);
  const urls = { api, storefront: origin(publicHost, ports.storefront), backoffice: `${origin(publicHost, ports.backoffice)}/backoffice` };
  // The apps as this machine opens them (localhost or 127.0.0.1) and as the network does.
  const appOrigins = [...new Set([publicHost, "localhost", "127.0.0.1"])].flatMap((name) => [origin(name, ports.storefront), origin(name, ports.backoffice)]);
  return {
    host,
    publicHost,
    /** True when only this machine can open the apps. */
    loopback: LOOPBACK.has(host),
    ports,
    urls,
    apiEnv: {
      HOST: host,
      PORT: String(ports.api),
      CORS_ORIGINS: env.CORS_ORIGINS?.trim() || appOrigins.join(","),
      PUBLIC_URL: env.PUBLIC_URL?.trim() || api,
      // The demo is open whenever it is tried (decision 3603); its log says only what needs a look.
      SEED_HOURS: env.SEED_HOURS?.trim() || "always",
      LOG_LEVEL: env.LOG_LEVEL?.trim() || "warn",
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv[2] === "api-url") {
  console.log(startConfig().urls.api);
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv[2] === "storefront-url") {
  console.log(startConfig().urls.storefront);
}
