import multipart from "@fastify/multipart";
import {
  idParamSchema,
  productCreateBodySchema,
  productListQuerySchema,
  productSchema,
  productUpdateBodySchema,
} from "@forno/domain/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, badRequest } from "../../lib/http-errors";
import { publicBaseUrl } from "../../lib/public-url";
import { errorResponses, sendJsonText } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, identify, isStaff } from "../../plugins/auth";
import { normaliseProductImage } from "./product-image";
import { removeUnusedPhoto, storeProductPhoto } from "./product-photos.service";
import { createProduct, findProduct, listProducts, setProductImage, toProduct, updateProduct } from "./products.service";

const idParams = z.object({ id: idParamSchema });

export const MALFORMED_UPLOAD = "O envio está malformado. Envie a imagem como multipart/form-data no campo file.";

/**
 * The bytes of the upload's `file` part. The multipart parser throws plain errors on a body that
 * does not follow its boundary (missing, truncated): the request's fault, so a 400. Its own coded
 * errors (file too large, too many parts) keep their status.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file === undefined || file.fieldname !== "file") throw badRequest("Envie a imagem no campo file.");
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw badRequest(MALFORMED_UPLOAD);
  }
}

const bearer = [{ bearerAuth: [] }];

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/products",
    {
      onRequest: identify(app),
      schema: {
        tags: ["products"],
        summary: "Catálogo: o público vê só produtos ativos; a equipe vê todos, com os códigos fiscais (fiscal)",
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const staff = isStaff(request);
      const baseUrl = publicBaseUrl(request);
      if (staff) {
        const rows = await listProducts(ctx.db, request.query, false);
        return rows.map((row) => toProduct(row, baseUrl, true));
      }
      // The public catalogue is read far more than it changes: serve it from memory as ready JSON.
      const key = `${baseUrl}|${JSON.stringify(request.query)}`;
      let json = ctx.catalogueCache.get(key);
      if (json === undefined) {
        const generation = ctx.catalogueCache.generation();
        const rows = await listProducts(ctx.db, request.query, true);
        json = JSON.stringify(rows.map((row) => toProduct(row, baseUrl)));
        ctx.catalogueCache.set(key, json, generation);
      }
      return sendJsonText(reply, json);
    },
  );

  app.post(
    "/products",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["products"],
        summary: "Cria um produto",
        security: bearer,
        body: strictBody(productCreateBodySchema),
        response: { 201: productSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createProduct(ctx.db, request.body);
      await ctx.catalogueCache.changed();
      return reply.code(201).send(toProduct(row, publicBaseUrl(request), true));
    },
  );

  app.patch(
    "/products/:id",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["products"],
        summary: "Altera um produto (`featured` vale como `is_featured`)",
        security: bearer,
        params: idParams,
        body: strictBody(productUpdateBodySchema),
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await updateProduct(ctx.db, request.params.id, request.body);
      await ctx.catalogueCache.changed();
      return toProduct(row, publicBaseUrl(request), true);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/products/:id/upload",
      {
        onRequest: authenticate(app, "staff"),
        config: { docs: { multipartFile: "file" } },
        schema: {
          tags: ["products"],
          summary: "Envia a foto do produto (multipart, campo `file`); guardada no banco como JPEG 430x320",
          security: bearer,
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        await findProduct(ctx.db, request.params.id);
        const jpeg = await normaliseProductImage(await readUpload(request));
        const path = await storeProductPhoto(ctx.db, jpeg);
        const { row, previous } = await setProductImage(ctx.db, request.params.id, path);
        if (previous !== path) await removeUnusedPhoto(ctx.db, previous);
        await ctx.catalogueCache.changed();
        return toProduct(row, publicBaseUrl(request), true);
      },
    );
  });
};
