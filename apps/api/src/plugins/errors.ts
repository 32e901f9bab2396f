import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError, errorBody } from "../lib/http-errors";

const GENERIC_500 = "Ocorreu um erro inesperado. Tente novamente em instantes.";

/** Portuguese messages for Fastify's and its plugins' own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "O corpo da requisição não é um JSON válido.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "O corpo da requisição está vazio.",
  FST_ERR_CTP_BODY_TOO_LARGE: "O corpo da requisição é grande demais.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipo de conteúdo não suportado.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "O tamanho informado do corpo da requisição não confere.",
  FST_ERR_BAD_URL: "Endereço inválido.",
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
  400: "Requisição inválida.",
  401: "Sessão inválida ou expirada. Faça login novamente.",
  403: "Você não tem permissão para acessar este recurso.",
  404: "Recurso não encontrado.",
  405: "Método não permitido.",
  406: "Formato não aceito.",
  413: "O corpo da requisição é grande demais.",
  415: "Tipo de conteúdo não suportado.",
  429: "Muitas tentativas. Aguarde um pouco e tente novamente.",
};

/**
 * One error shape for every answer, `{statusCode, error, message}`, Portuguese and without a stack.
 * Validation errors name the field; anything unexpected is logged and answered as a generic 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.message));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? "Requisição inválida.";
      return reply.code(400).send(errorBody(400, message));
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.code(500).send(errorBody(500, GENERIC_500));
    }

    const override = error.code ? STATUS_OVERRIDES[error.code] : undefined;
    const statusCode = override ?? (typeof error.statusCode === "number" ? error.statusCode : 500);
    if (statusCode >= 400 && statusCode < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? STATUS_MESSAGES[statusCode] ?? "Requisição inválida.";
      request.log.info({ code: error.code, statusCode }, error.message);
      return reply.code(statusCode).send(errorBody(statusCode, message));
    }

    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send(errorBody(500, GENERIC_500));
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(errorBody(404, "Rota não encontrada."));
  });
});
