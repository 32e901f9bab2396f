import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError, badRequest } from "../lib/http-errors";
import { DOCS_SECURITY_HEADERS, SECURITY_HEADERS } from "../lib/security-headers";
import { databaseRateLimitStore } from "./rate-limit-store";

export const INVALID_PREFLIGHT = "Requisição de pré-verificação (CORS) inválida.";

/**
 * Security headers, no-store on private answers, CORS limited to the configured app origins, and the
 * per-address rate limiter that the sign-in, login, sign-up, password-reset and OpenDelivery token
 * routes opt into (`config.rateLimit`). The address is `request.ip`: with TRUST_PROXY, the one the
 * trusted proxy saw, never one the caller wrote (decision 2901).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;

  // Helmet's headers as one pre-built block (src/lib/security-headers.ts), on every answer that is
  // sent (errors included); event streams take their reply over and write the same block themselves.
  // Answers about a signed-in caller or carrying a token are never stored by a cache (decision 1401).
  app.addHook("onSend", (request, reply, payload, done) => {
    const url = request.routeOptions.url ?? "";
    reply.headers(url.startsWith("/docs") ? DOCS_SECURITY_HEADERS : SECURITY_HEADERS);
    if (carriesPrivateData(request, url)) reply.header("cache-control", "no-store");
    done(null, payload);
  });

  // @fastify/cors refuses a preflight without Origin or Access-Control-Request-Method in plain text;
  // refuse it first, in the API's error shape.
  app.addHook("onRequest", async (request) => {
    if (request.method === "OPTIONS" && (!request.headers.origin || !request.headers["access-control-request-method"])) throw badRequest(INVALID_PREFLIGHT);
  });

  const allowed = new Set(env.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, "")));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID"],
    // Downloads (the client's data export) name their file in it.
    exposedHeaders: ["Content-Disposition"],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every API instance on it shares the same limit.
    store: databaseRateLimitStore(app.ctx.attempts),
    max: env.RATE_LIMIT_AUTH_MAX,
    timeWindow: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Muitas tentativas. Aguarde ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos e tente novamente.`),
  });
});

/**
 * The no-store rule: every answer to a request that carries a token (whatever the route, so staff
 * views of public routes too), and every answer of the routes that hand out tokens or take personal
 * data without one (sign-in, sign-up, password codes, data removal requests).
 */
function carriesPrivateData(request: FastifyRequest, url: string): boolean {
  return request.headers.authorization !== undefined || url.startsWith("/auth/") || url.startsWith("/clients");
}

/** Route config for the endpoints limited per address (sign-in, login, sign-up, reset, OpenDelivery token). */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.ctx.env.RATE_LIMIT_AUTH_MAX, timeWindow: app.ctx.env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 };
}
