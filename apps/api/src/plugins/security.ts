import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError, badRequest } from "../lib/http-errors";
import { databaseRateLimitStore } from "./rate-limit-store";

export const INVALID_PREFLIGHT = "Requisição de pré-verificação (CORS) inválida.";

/**
 * Security headers (helmet), CORS limited to the configured app origins, and the rate limiter that
 * the sign-in, login and password-code routes opt into (`config.rateLimit`).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;

  // The interactive API docs need a looser policy than JSON answers; set before helmet reads it.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/docs")) {
      (route as { helmet?: unknown }).helmet = {
        contentSecurityPolicy: {
          directives: { "img-src": ["'self'", "data:", "https:"], "script-src": ["'self'", "'unsafe-inline'"] },
        },
      };
    }
  });

  await app.register(helmet, {
    // Product photos are shown by the storefront and backoffice, which live on other origins.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    contentSecurityPolicy: { directives: { "default-src": ["'none'"], "img-src": ["'self'"], "frame-ancestors": ["'none'"] } },
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
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every API instance on it shares the same limit.
    store: databaseRateLimitStore(app.ctx.db),
    max: env.RATE_LIMIT_AUTH_MAX,
    timeWindow: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Muitas tentativas. Aguarde ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos e tente novamente.`),
  });
});

/** Route config for the endpoints that guess-resistant limits protect (sign-in, login, codes). */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.ctx.env.RATE_LIMIT_AUTH_MAX, timeWindow: app.ctx.env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 };
}
