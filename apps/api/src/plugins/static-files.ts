import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { assetsFolder } from "../paths";

/**
 * /images: the demo store's drawings and card brands, part of the API build (the same files in every
 * instance). Photos sent by staff live in the database (modules/products/product-photos.routes.ts).
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: join(assetsFolder, "images"),
    prefix: "/images/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
  });
});
