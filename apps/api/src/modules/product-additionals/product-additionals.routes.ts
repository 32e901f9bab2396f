import {
  idParamSchema,
  productAdditionalListQuerySchema,
  productAdditionalSchema,
  productAdditionalUpdateBodySchema,
  productHasAdditionalSchema,
  productHasAdditionalsQuerySchema,
} from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { listAdditionalsOfProduct, listProductAdditionals, updateProductAdditional } from "./product-additionals.service";

const bearer = [{ bearerAuth: [] }];

export const productAdditionalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/product-has-additionals",
    {
      schema: {
        tags: ["product-additionals"],
        summary: "Adicionais ativos de um produto, pelo external_id do produto",
        querystring: productHasAdditionalsQuerySchema,
        response: { 200: z.array(productHasAdditionalSchema), ...errorResponses(400) },
      },
    },
    async (request) => listAdditionalsOfProduct(ctx.db, request.query.product_id),
  );

  app.get(
    "/product-additionals",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["product-additionals"],
        summary: "Lista de adicionais (equipe)",
        security: bearer,
        querystring: productAdditionalListQuerySchema,
        response: { 200: z.array(productAdditionalSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listProductAdditionals(ctx.db, request.query),
  );

  app.patch(
    "/product-additionals/:id",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["product-additionals"],
        summary: "Altera um adicional (equipe)",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        body: strictBody(productAdditionalUpdateBodySchema),
        response: { 200: productAdditionalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const additional = await updateProductAdditional(ctx.db, request.params.id, request.body);
      await ctx.catalogueCache.changed();
      return additional;
    },
  );
};
