import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { type RouteDocs, collectRouteDocs, completeOperation } from "./openapi-document";
import { namedSchemas } from "./openapi-schemas";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, completed with what the handlers do
 * themselves (openapi-document.ts); JSON at /docs/json, interactive at /docs. Off in production
 * unless API_DOCS=true (decision 1401): /docs and /docs/json are then 404.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  if (!app.ctx.env.API_DOCS) return;
  const schemaRegistry = namedSchemas();
  const routeDocs = new Map<string, RouteDocs>();
  app.addHook("onRoute", collectRouteDocs(routeDocs));
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Forno API",
        description: "Pedidos online da pizzaria: catálogo, contas, endereços, áreas de entrega, pedidos, pagamentos e configurações.",
        version: "1.0.0",
      },
      servers: [{ url: app.ctx.env.PUBLIC_URL }],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The PDV's token (OpenDelivery, client credentials): only when the integration is configured.
          openDeliveryToken: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "/opendelivery/oauth/token", scopes: { "od.all": "Todas as rotas OpenDelivery" } } } },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry, skipList: ["/docs/*"] }),
    transformObject: (documentObject) => {
      const document = withComponents(documentObject) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          if (METHODS.includes(method)) completeOperation(method, path, operation, routeDocs.get(`${method.toUpperCase()} ${path}`));
        }
      }
      return document as ReturnType<typeof withComponents>;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
});
