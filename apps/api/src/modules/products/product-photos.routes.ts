import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors";
import { errorResponses } from "../../lib/route-schemas";
import { findProductPhoto } from "./product-photos.service";

/** A photo's URL names its content (or a random name never reused): a browser or CDN may keep it for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Whether an If-None-Match list names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

export const productPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/uploads/products/:name",
    {
      config: { docs: { answerMediaType: "image/jpeg" } },
      schema: {
        tags: ["products"],
        summary: "Foto de produto enviada pela equipe (JPEG; ETag e cache longo)",
        params: z.object({ name: z.string().max(100) }),
        response: {
          200: z.string().describe("A foto (JPEG)."),
          304: z.literal("").describe("A foto não mudou desde a ETag enviada em If-None-Match."),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const photo = await findProductPhoto(app.ctx.db, request.params.name);
      if (photo === undefined) throw notFound("Foto não encontrada.");
      const etag = `"${photo.sha256}"`;
      reply.header("etag", etag).header("cache-control", IMMUTABLE);
      // An empty string: a null would be serialized into a JSON body, which a 304 may not have.
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send("");
      // A Buffer is sent as is (never serialized): the 200 schema's string only documents the body.
      return reply.type(photo.contentType).send(photo.content as unknown as string);
    },
  );
};
