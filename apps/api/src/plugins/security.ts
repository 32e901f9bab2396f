import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-errors";

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

  const allowed = new Set(env.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, "")));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID"],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
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
