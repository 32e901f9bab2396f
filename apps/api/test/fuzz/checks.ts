import { statusName } from "../../src/lib/http-errors";
import type { FuzzAnswer, FuzzRequest } from "./send";

/** What must never show in an error message: stacks, file paths, SQL, driver or framework internals. */
const LEAKS: Array<[string, RegExp]> = [
  ["a stack frame", /\bat\s+(?:[^\s()]+\s+)?\(?(?:\/|file:|node:|[A-Za-z]:\\)/],
  ["a source position", /\.(?:[cm]?[jt]s|json):\d+(?::\d+)?/],
  ["a file path", /(?:\/(?:work|home|tmp|usr|src|app|node_modules)\/)|node_modules/],
  ["SQL", /\b(?:select|insert|update|delete)\b[\s\S]*\b(?:from|into|set|where)\b/i],
  ["a database error", /failed query|syntax error|relation "|violates|duplicate key|out of range for|invalid byte sequence|invalid input syntax|sqlstate|pglite|postgres|drizzle/i],
  ["a JavaScript error", /\b(?:Type|Range|Reference|Syntax|Internal)Error\b|Maximum call stack/],
  ["a framework code", /\b(?:FST_|ERR_)[A-Z_]+/],
  ['"undefined"', /\bundefined\b/],
  ['"[object Object]"', /\[object \w+\]/],
  ['"NaN"', /\bNaN\b/],
];

/** The leaks found in a text (empty when clean). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with an answer, if anything: a 5xx, an error body that is not exactly
 * `{statusCode, error, message}` (matching the status), or a message that leaks internals.
 */
export function problemsOf(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500 || answer.status < 100) problems.push(`status ${answer.status}`);
  const contentType = String(answer.headers["content-type"] ?? "");
  if (request.method === "HEAD" || answer.streamed) return problems;
  if (answer.status < 400) {
    if (contentType.startsWith("application/json") && answer.body !== "" && !parses(answer.body)) problems.push("a JSON answer that does not parse");
    return problems;
  }

  if (!contentType.startsWith("application/json")) problems.push(`error answered as "${contentType}"`);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    problems.push("error body is not JSON");
    return problems;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    problems.push("error body is not an object");
    return problems;
  }
  const keys = Object.keys(body).sort().join(",");
  if (keys !== "error,message,statusCode") problems.push(`error body keys are ${keys}`);
  const { statusCode, error, message } = body as Record<string, unknown>;
  if (statusCode !== answer.status) problems.push(`statusCode ${String(statusCode)} differs from the status`);
  if (error !== statusName(answer.status)) problems.push(`error "${String(error)}" for status ${answer.status}`);
  if (typeof message !== "string" || message.trim() === "") problems.push("message is not a text");
  else for (const leak of leaksIn(message)) problems.push(`message shows ${leak}`);
  return problems;
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** A readable account of a request and its answer, for failure messages. */
export function describeExchange(request: FuzzRequest, answer?: FuzzAnswer): string {
  const lines = [`${request.method} ${clip(request.path, 300)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  ${name}: ${JSON.stringify(clip(value, 200))}`);
  if (request.body !== undefined) lines.push(`  body (${request.body.length} bytes): ${JSON.stringify(clip(request.body.toString("latin1"), 300))}`);
  if (answer !== undefined) lines.push(`→ ${answer.status} ${String(answer.headers["content-type"] ?? "")} ${clip(answer.body)}`);
  return lines.join("\n");
}
