import { appendFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import type { FastifyInstance } from "fastify";
import { documentPath } from "../../src/plugins/openapi-document";

/** One answer the API gave during the suite, as the OpenAPI check needs it. */
export interface RecordedAnswer {
  method: string;
  /** The requested URL, for the report. */
  url: string;
  /** The route's path as the document spells it (`/orders/{id}`); null when no route matched (404). */
  path: string | null;
  status: number;
  contentType: string | null;
  /** The JSON body as sent; null when the body was empty or not text. */
  body: string | null;
}

const DIRECTORY_VARIABLE = "FORNO_OPENAPI_ANSWERS_DIR";

/** Where the suite's answers are written: set by the global setup, one file per test process. */
export function answersDirectory(): string | undefined {
  return process.env[DIRECTORY_VARIABLE] || undefined;
}

export function prepareAnswersDirectory(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  process.env[DIRECTORY_VARIABLE] = directory;
}

/** Appends every answer this app sends (not the event streams, which take the reply over) to the directory. */
export function recordAnswers(app: FastifyInstance, directory: string): void {
  const file = join(directory, `${process.pid}-${threadId}.jsonl`);
  app.addHook("onSend", (request, reply, payload, done) => {
    const url = request.routeOptions.url;
    const answer: RecordedAnswer = {
      method: request.method,
      url: request.url,
      path: url === undefined ? null : documentPath(url),
      status: reply.statusCode,
      contentType: (reply.getHeader("content-type") as string | undefined) ?? null,
      body: typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null,
    };
    // What goes on the wire: Fastify sends no body and no content type with a 204 (after this hook).
    if (answer.status === 204) Object.assign(answer, { contentType: null, body: null });
    appendFileSync(file, `${JSON.stringify(answer)}\n`);
    done(null, payload);
  });
}

export function readAnswers(directory: string): RecordedAnswer[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".jsonl"))
    .flatMap((name) => readFileSync(join(directory, name), "utf8").split("\n").filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedAnswer);
}
