import { isIP } from "node:net";

/** What Fastify's `trustProxy` is given: no proxy, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** The most proxies one request may cross before the API (a CDN, a load balancer, nginx...). */
const MAX_HOPS = 5;
/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = "", bits, extra] = item.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, never "trust every hop" (with that, any caller could name its own address in
 * `X-Forwarded-For` and dodge the per-address limits: issue 29, decision 2901):
 * - unset, `false`, `0`: no proxy; the connection's address is the caller's.
 * - `true` or a number of hops (1 to 5): that many proxies in front, each appending the address it
 *   saw to `X-Forwarded-For`; the caller is the entry the outermost proxy appended (with one
 *   nginx: the last one). Anything the caller wrote before it is ignored.
 * - a comma list of the proxies' addresses or CIDR ranges (or `loopback`, `linklocal`,
 *   `uniquelocal`): only connections from those are proxies; the caller is the last address of the
 *   chain that is not one of them.
 * Returns the setting, or the reason it is refused.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return { value: false };
  if (text === "true") return { value: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { value: hops } : { error: `must be at most ${MAX_HOPS} hops` };
  }
  const items = text.split(",").map((item) => item.trim()).filter(Boolean);
  const bad = items.find((item) => !isAddressOrRange(item));
  if (bad !== undefined || items.length === 0) {
    return { error: `must be false, true, a number of proxy hops (1 to ${MAX_HOPS}) or the proxies' addresses (IPs or CIDR ranges, comma-separated)${bad === undefined ? "" : `; "${bad}" is none of these`}` };
  }
  return { value: items };
}

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function of the hop index: Fastify
 * 5.12 trusts nothing for a bare number (a direct caller could otherwise forge the hops), so the
 * count is honoured only as documented, with the API reachable through the proxy alone.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

/** How the setting is described in the start-up log. */
export function describeTrustProxy(value: TrustProxy): string {
  if (value === false) return "no proxy: the caller is the connection's address";
  if (typeof value === "number") return `${value} proxy hop(s): the caller is the address the outermost proxy appended to X-Forwarded-For`;
  return `proxies at ${value.join(", ")}: the caller is the last address in X-Forwarded-For that is not one of them`;
}
