/**
 * Whether an error means the database cannot be reached (stopped, restarting, refusing
 * connections, connection cut mid-query) rather than a fault of the request or of our code.
 * Such errors are answered 503: the client may try again once the database is back.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** SQLSTATEs: admin/crash shutdown, cannot connect now (starting or stopping), too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres's own errors carry no code, only these messages. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
