import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/** The headers one helmet configuration sets, computed once: its middleware run against a stub answer. */
function headerBlock(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const stub = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, stub as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

const BASE: HelmetOptions = {
  // Product photos are shown by the storefront and backoffice, which live on other origins.
  crossOriginResourcePolicy: { policy: "cross-origin" },
  contentSecurityPolicy: { directives: { "default-src": ["'none'"], "img-src": ["'self'"], "frame-ancestors": ["'none'"] } },
};

/**
 * Helmet's security headers, built ONCE per process and shared by every answer: JSON, files, errors
 * and the event streams alike (a stream holds a reference to this block, not headers of its own;
 * decision 1401). Setting a frozen block costs less per request than helmet's middleware chain.
 */
export const SECURITY_HEADERS = headerBlock(BASE);

/** The interactive API docs need a looser policy (their inline script and images). */
export const DOCS_SECURITY_HEADERS = headerBlock({
  ...BASE,
  contentSecurityPolicy: { directives: { "img-src": ["'self'", "data:", "https:"], "script-src": ["'self'", "'unsafe-inline'"] } },
});
