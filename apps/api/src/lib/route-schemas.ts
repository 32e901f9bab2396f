import type { FastifyReply } from "fastify";
import { apiErrorSchema } from "@forno/domain/schemas";

/** The documented error answers of a route, all `{statusCode, error, message}`. */
export function errorResponses(...codes: number[]): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));
}

/** Sends JSON that is already a string (a cache hit): Fastify skips serialisation for strings. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
