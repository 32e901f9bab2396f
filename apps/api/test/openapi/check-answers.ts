import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { RecordedAnswer } from "./answers";

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const DOCUMENT_ID = "forno-openapi.json";

/** `~` and `/` escaped for a JSON pointer. */
const pointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Every answer against the document: its status is listed for its operation, its content type is
 * one the status declares (none for a bodiless status such as 204), and a JSON body matches that
 * content's schema. Answers of routes the document leaves out (files, /docs, unknown URLs) are not
 * checked. Returns one line per problem, the same problem counted once.
 */
export function checkAnswers(document: OpenApiDocument, answers: readonly RecordedAnswer[]): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const problems = new Map<string, number>();
  const problem = (text: string) => problems.set(text, (problems.get(text) ?? 0) + 1);

  for (const answer of answers) {
    if (answer.path === null) continue;
    const method = answer.method.toLowerCase();
    const operation = document.paths[answer.path]?.[method];
    if (operation === undefined) continue;
    const where = `${answer.method} ${answer.path} -> ${answer.status}`;
    const response = operation.responses?.[String(answer.status)];
    if (response === undefined) {
      problem(`${where}: status not in the document${answer.status >= 500 ? ` (${answer.url}: ${answer.body})` : ""}`);
      continue;
    }
    const mediaType = answer.contentType?.split(";")[0]?.trim().toLowerCase() ?? null;
    const hasBody = answer.body !== null && answer.body !== "";
    if (response.content === undefined) {
      if (hasBody) problem(`${where}: the document says no body, the answer has one (${mediaType})`);
      continue;
    }
    if (mediaType === null || response.content[mediaType] === undefined) {
      problem(`${where}: content type ${mediaType} not in the document (${Object.keys(response.content).join(", ")})`);
      continue;
    }
    if (mediaType !== "application/json") continue;
    const key = `${method} ${answer.path} ${answer.status}`;
    let validate = validators.get(key);
    if (validate === undefined) {
      const ref = `${DOCUMENT_ID}#/paths/${pointer(answer.path)}/${method}/responses/${answer.status}/content/${pointer(mediaType)}/schema`;
      validate = ajv.compile({ $ref: ref });
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body ?? "");
    } catch {
      problem(`${where}: the body is not JSON`);
      continue;
    }
    if (!validate(body)) problem(`${where}: body does not match: ${ajv.errorsText(validate.errors)}`);
  }
  return [...problems].map(([text, count]) => (count > 1 ? `${text} (${count} times)` : text));
}
