import type { RouteOptions } from "fastify";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "../lib/idempotency";

/** What a route's schema cannot say because the handler reads or writes it itself (`config.docs`). */
export interface RouteDocs {
  /** Request headers the handler reads. */
  requestHeaders?: readonly (keyof typeof HEADERS)[];
  /** Headers the success answer may carry. */
  answerHeaders?: readonly (keyof typeof HEADERS)[];
  /** The 200 answer is a `text/event-stream` written by the route (server-sent events). */
  eventStream?: boolean;
  /** The 200 answer is not JSON but this media type, written by the handler (a ticket, a photo). */
  answerMediaType?: "text/plain" | "text/csv" | "image/jpeg";
  /** The body is `multipart/form-data` with one file in this field (read by the handler, not the schema). */
  multipartFile?: string;
  /** An OpenDelivery route: errors are the standard's `{title, status}` as application/problem+json, 202 has no body. */
  openDelivery?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

type JsonObject = Record<string, unknown>;

const HEADERS = {
  "Idempotency-Key": {
    description: "Optional. The same key and body within 24 h answer the first result again and create nothing; the same key with another body is a 422.",
    schema: { type: "string", minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH, pattern: "^[\\x21-\\x7E]+$" },
  },
  "Last-Event-ID": {
    description: "The id of the last event received: the stream first replays every later event, then goes on live.",
    schema: { type: "string", pattern: "^\\d+$" },
  },
  "Content-Disposition": {
    description: "`attachment; filename=...`: the answer is a file to save (a download).",
    schema: { type: "string", pattern: "^attachment" },
  },
  "Idempotent-Replayed": {
    description: "\"true\" when this is the answer of an earlier request with the same Idempotency-Key.",
    schema: { type: "string", enum: ["true"] },
  },
} as const;

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };
/** OpenDelivery's Error (its answers' shape under /opendelivery). */
const OPENDELIVERY_ERROR = {
  type: "object",
  required: ["title", "status"],
  properties: { title: { type: "string" }, status: { type: "integer" }, cancellationStatus: { type: "string", enum: ["CANCELLED", "CANCELLATION_REQUEST_DENIED"] } },
};
/**
 * What the framework answers on any route: a malformed request (a body that is not JSON, nested
 * too deep, a bad preflight), a compressed body or a content type other than JSON (415), an
 * unexpected failure (500, never with details), and, where a body is read at all, one over the
 * size limit (413).
 */
const ANY_ROUTE_STATUSES: Record<string, string> = {
  "400": "Requisição malformada.",
  "415": "Tipo de conteúdo ou codificação não suportados (envie application/json sem compressão).",
  "500": "Erro inesperado (sem detalhes).",
  "503": "Banco de dados indisponível: tente de novo após Retry-After segundos.",
};
const RETRY_AFTER = { description: "Seconds to wait before trying again.", schema: { type: "string", pattern: "^\\d+$" } };
const BODY_STATUSES: Record<string, string> = { "413": "O corpo da requisição é grande demais." };
const BODYLESS_METHODS = new Set(["get", "head", "options"]);
/** Statuses that never carry a body, whatever the route's schema says. */
const BODYLESS_STATUSES = [
  ["204", "Sem conteúdo"],
  ["304", "Não modificado"],
] as const;

/** `/orders/sse/:id` -> `/orders/sse/{id}`, the document's spelling of a route path (`::` is a literal colon). */
export function documentPath(url: string): string {
  return url.replace(/::|:([A-Za-z0-9_]+)/g, (match, name: string | undefined) => (name === undefined ? ":" : `{${name}}`));
}

/** A stable operationId from the method and path: GET /orders/sse/{id} -> getOrdersSseById. */
export function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith("{") ? ["by", segment.slice(1, -1)] : segment.split(/[^A-Za-z0-9]+/)));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join("");
}

/** The docs each route declared, keyed by "METHOD /document/path" (collected by an onRoute hook). */
export function collectRouteDocs(routes: Map<string, RouteDocs>) {
  return (route: RouteOptions) => {
    const docs = route.config?.docs;
    if (docs === undefined) return;
    for (const method of [route.method].flat()) routes.set(`${method.toUpperCase()} ${documentPath(route.url)}`, docs);
  };
}

function header(name: keyof typeof HEADERS): JsonObject {
  return { description: HEADERS[name].description, schema: HEADERS[name].schema };
}

/**
 * The facts of the document that hold for every operation (an operationId, the framework's
 * 400/413/415, no body on a 204) and what each route declared in `config.docs` (decision 1400). Generic over
 * every route, so routes added later are covered the same way.
 */
export function completeOperation(method: string, path: string, operation: JsonObject, docs: RouteDocs | undefined): void {
  operation.operationId = operationId(method, path);
  const responses = (operation.responses ?? {}) as Record<string, JsonObject>;
  operation.responses = responses;
  const framework = BODYLESS_METHODS.has(method) ? ANY_ROUTE_STATUSES : { ...ANY_ROUTE_STATUSES, ...BODY_STATUSES };
  for (const [status, description] of Object.entries(framework)) {
    responses[status] ??= { description, content: { "application/json": { schema: ERROR_REF } }, ...(status === "503" ? { headers: { "Retry-After": RETRY_AFTER } } : {}) };
  }
  for (const [status, fallback] of BODYLESS_STATUSES) {
    if (responses[status] !== undefined) responses[status] = { description: (responses[status].description as string | undefined) ?? fallback };
  }
  if (docs === undefined) return;

  const parameters = (operation.parameters ?? []) as JsonObject[];
  for (const name of docs.requestHeaders ?? []) parameters.push({ in: "header", name, required: false, ...header(name) });
  if (parameters.length > 0) operation.parameters = parameters;
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith("2") || docs.answerHeaders === undefined) continue;
    response.headers = Object.fromEntries(docs.answerHeaders.map((name) => [name, header(name)]));
  }
  if (docs.eventStream === true && responses["200"] !== undefined) {
    responses["200"] = {
      description: responses["200"].description,
      content: { "text/event-stream": { schema: { type: "string", description: "Server-sent events: `retry:`, then `id:` and `data:` (JSON) per event, `: heartbeat` comments." } } },
    };
  }
  if (docs.answerMediaType !== undefined && responses["200"] !== undefined) {
    const binary = !docs.answerMediaType.startsWith("text/");
    responses["200"] = {
      description: responses["200"].description,
      content: { [docs.answerMediaType]: { schema: binary ? { type: "string", contentMediaType: docs.answerMediaType } : { type: "string" } } },
    };
  }
  if (docs.openDelivery === true) {
    for (const [status, response] of Object.entries(responses)) {
      if (status === "202") responses[status] = { description: (response.description as string | undefined) ?? "Aceito" };
      else if (Number(status) >= 400) responses[status] = { ...response, content: { "application/problem+json": { schema: OPENDELIVERY_ERROR } } };
    }
  }
  if (docs.multipartFile !== undefined) {
    operation.requestBody = {
      required: true,
      content: {
        "multipart/form-data": {
          schema: { type: "object", required: [docs.multipartFile], properties: { [docs.multipartFile]: { type: "string", format: "binary" } } },
        },
      },
    };
  }
}
