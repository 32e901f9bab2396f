import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { assetsFolder } from "../paths";

/** /images: the demo store's drawings (shipped with the API); /uploads: photos sent by staff (DATA_DIR/uploads). */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: join(assetsFolder, "images"),
    prefix: "/images/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
  });
  await app.register(fastifyStatic, {
    root: app.ctx.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Upload names are random and never reused, so a browser may keep them for good.
    immutable: true,
    maxAge: "365d",
  });
});
