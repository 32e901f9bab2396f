import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-errors";

export const COMPRESSED_BODY = "Envie o corpo da requisição sem compressão (Content-Encoding).";

/**
 * Compresses JSON and SVG answers for phones on 4G. Event streams take the reply over (hijack),
 * so they are never buffered by this. Brotli at a low quality: cheap on the CPU, still smaller than gzip.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    // Our web apps never compress request bodies. Decompressing them is off: a corrupt gzip body made
    // the decompressor destroy the socket, so the client got no answer at all. A compressed body is
    // refused below instead, with an answer.
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.addHook("onRequest", async (request) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding !== undefined && encoding !== "" && encoding !== "identity") throw new HttpError(415, COMPRESSED_BODY);
  });
});
