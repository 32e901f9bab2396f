import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas; JSON at /docs/json, interactive at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  // Off in production unless API_DOCS=true (decision 1401): /docs and /docs/json are then 404.
  if (!app.ctx.env.API_DOCS) return;
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
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
});
