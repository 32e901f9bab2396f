import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { describeError } from "../../plugins/errors";
import type { OpenDeliveryError } from "./wire-schemas";

/** The standard's error media type (components.responses: application/problem+json with Error). */
export const PROBLEM_JSON = "application/problem+json; charset=utf-8";

/** Sends the standard's error shape `{title, status}`; the string body skips Forno's serializers. */
export function sendProblem(reply: FastifyReply, status: number, title: string, headers: Record<string, string> = {}): FastifyReply {
  const body: OpenDeliveryError = { title, status };
  return reply.code(status).headers(headers).type(PROBLEM_JSON).send(JSON.stringify(body));
}

/**
 * The error handler of the /opendelivery routes: the same sorting as every other route (status,
 * Portuguese message, logging), answered in the standard's shape rather than Forno's.
 */
export function openDeliveryErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = describeError(error, request);
  return sendProblem(reply, answer.statusCode, answer.message, answer.headers);
}

/** 202 or 204 with no body at all (the standard's Accepted and "No content"), not a serialised `null`. */
export function sendEmpty(reply: FastifyReply, status: 202 | 204): FastifyReply {
  return reply.code(status).send(undefined as never);
}
