import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ACCESS_MESSAGES, MESSAGES } from "@forno/domain/schemas";
import { isDatabaseUnavailable } from "../db/unavailable";
import { HttpError, errorBody, statusName } from "../lib/http-errors";

const GENERIC_500 = "Ocorreu um erro inesperado. Tente novamente em instantes.";
export const DATABASE_UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";
/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = "5";

/** Portuguese messages for Fastify's and its plugins' own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "O corpo da requisição não é um JSON válido.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "O corpo da requisição está vazio.",
  FST_ERR_CTP_BODY_TOO_LARGE: "O corpo da requisição é grande demais.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipo de conteúdo não suportado.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "O tamanho informado do corpo da requisição não confere.",
  FST_ERR_BAD_URL: "Endereço inválido.",
  FST_ERR_MAX_PARAM_LENGTH: "O endereço é longo demais.",
  FST_REQ_FILE_TOO_LARGE: "A imagem é grande demais.",
  FST_FILES_LIMIT: "Envie apenas um arquivo.",
  FST_PARTS_LIMIT: "A requisição tem partes demais.",
  FST_FIELDS_LIMIT: "A requisição tem campos demais.",
  FST_PROTO_VIOLATION: "Campo não permitido.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Envie a imagem como multipart/form-data no campo file.",
  FST_MP_PREMATURE_CLOSE: "O envio foi interrompido antes de terminar.",
};

/** Statuses that say more than the framework's own (a JSON body sent to the upload route is a 415). */
const STATUS_OVERRIDES: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

const STATUS_MESSAGES: Record<number, string> = {
  400: ACCESS_MESSAGES.invalidRequest,
  401: ACCESS_MESSAGES.sessionExpired,
  403: ACCESS_MESSAGES.forbidden,
  404: ACCESS_MESSAGES.notFound,
  405: "Método não permitido.",
  406: "Formato não aceito.",
  413: "O corpo da requisição é grande demais.",
  415: "Tipo de conteúdo não suportado.",
  429: "Muitas tentativas. Aguarde um pouco e tente novamente.",
};

/**
 * PostgreSQL data exceptions caused by a request's values: they passed validation, but the database
 * cannot hold or compare them (an id beyond the integer range, a text with a NUL character, an
 * impossible date). The request is at fault, not the server: a 400, never a 500.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  "22001": "Um dos textos informados é longo demais.",
  "22003": MESSAGES.numberOutOfRange,
  "22007": "Uma das datas informadas é inválida.",
  "22008": "Uma das datas informadas é inválida.",
  "22021": "O texto informado contém caracteres inválidos.",
  "22P02": "Um dos valores informados é inválido.",
  "22P05": "O texto informado contém caracteres inválidos.",
};

/** The SQLSTATE of a data exception in the error or its causes (drizzle wraps the driver's error). */
function dataExceptionOf(error: unknown): { code: string; reason: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && DATA_EXCEPTION_MESSAGES[code] !== undefined) return { code, reason: String(message) };
    current = cause;
  }
  return undefined;
}

/** What an error is answered with: its status, a Portuguese message without details, and any headers. */
export interface ErrorAnswer {
  statusCode: number;
  message: string;
  headers?: Record<string, string>;
}

/** Sorts any error into its answer, logging what deserves it (one mapping for every error shape). */
export function describeError(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, headers: error.headers };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { statusCode: 400, message: first?.message ?? ACCESS_MESSAGES.invalidRequest };
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
    return { statusCode: 500, message: GENERIC_500 };
  }

  const override = error.code ? STATUS_OVERRIDES[error.code] : undefined;
  const statusCode = override ?? (typeof error.statusCode === "number" ? error.statusCode : 500);
  if (statusCode >= 400 && statusCode < 500) {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? STATUS_MESSAGES[statusCode] ?? ACCESS_MESSAGES.invalidRequest;
    request.log.info({ code: error.code, statusCode }, error.message);
    return { statusCode, message };
  }

  const dataException = dataExceptionOf(error);
  if (dataException !== undefined) {
    request.log.warn({ sqlstate: dataException.code, reason: dataException.reason }, "the database refused a value of the request");
    return { statusCode: 400, message: DATA_EXCEPTION_MESSAGES[dataException.code]! };
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "the database is unavailable");
    return { statusCode: 503, message: DATABASE_UNAVAILABLE, headers: { "retry-after": RETRY_AFTER_SECONDS } };
  }

  request.log.error({ err: error }, "unexpected error");
  return { statusCode: 500, message: GENERIC_500 };
}

/** The answer to any error: `{statusCode, error, message}`, Portuguese and without a stack. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = describeError(error, request);
  return reply
    .code(answer.statusCode)
    .headers(answer.headers ?? {})
    .send(errorBody(answer.statusCode, answer.message));
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a malformed URL (`%zz`) or an over-long
 * path parameter before any route or error handler runs, and would answer in its own English shape
 * echoing the path. This gives those answers the same shape and language as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(error, request, reply);
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: ACCESS_MESSAGES.invalidRequest,
  408: "A requisição demorou demais para chegar.",
  431: "Os cabeçalhos da requisição são grandes demais.",
};

/**
 * Fastify's `clientErrorHandler`: Node refuses a request it cannot parse (headers above 16 KiB, a
 * malformed request line, a timeout) before Fastify sees it; Fastify's own answer is English. This
 * writes the same shape and language as every other error, then closes the connection.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const statusCode = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = JSON.stringify(errorBody(statusCode, CLIENT_ERROR_MESSAGES[statusCode]!));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${statusCode} ${statusName(statusCode)}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * One error shape for every answer, `{statusCode, error, message}`, Portuguese and without a stack.
 * Validation errors name the field; anything unexpected is logged and answered as a generic 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(errorBody(404, "Rota não encontrada."));
  });
});
