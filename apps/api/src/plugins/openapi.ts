import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Media types of answers that are not JSON; such a route's 200 description starts with one ("text/event-stream: ..."). */
const NON_JSON_ANSWERS = ["text/event-stream", "text/plain"];

interface DocumentedAnswer {
  content?: Record<string, { schema?: { description?: unknown } }>;
}

/**
 * The zod schemas document every answer as application/json; a stream or a ticket is not. Their 200
 * answer is listed under the media type its description names, so a client generated from the
 * document reads the stream or the text as such.
 */
function nonJsonAnswers<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as Array<Record<string, { responses?: Record<string, DocumentedAnswer> }>>) {
    for (const operation of Object.values(operations)) {
      const ok = operation.responses?.["200"];
      const json = ok?.content?.["application/json"];
      const description = json?.schema?.description;
      const type = NON_JSON_ANSWERS.find((candidate) => typeof description === "string" && description.startsWith(candidate));
      if (ok !== undefined && json !== undefined && type !== undefined) ok.content = { [type]: json };
    }
  }
  return document;
}

/** OpenAPI generated from the routes' zod schemas; JSON at /docs/json, interactive at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Forno API",
        description: "Pedidos online da pizzaria: catálogo, contas, endereços, áreas de entrega e configurações.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => ("openapiObject" in documentObject ? nonJsonAnswers(documentObject.openapiObject) : documentObject.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
});
