import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { ACCESS_MESSAGES } from "@forno/domain/schemas";
import { clients, staffUsers } from "../db/schema";
import { forbidden, unauthorized } from "../lib/http-errors";
import type { Role, TokenClaims } from "../security/tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified token's claims, set by `authenticate` or `identify`; null for anonymous callers. */
    user: TokenClaims | null;
  }
}

const MISSING_TOKEN = ACCESS_MESSAGES.signInRequired;

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
});

/**
 * The token's claims if it is valid AND still current: a password change raises the account's
 * session version, ending every token signed before it on every instance at once. The versions
 * are kept in memory (one primary-key read per account, then none until a password change clears
 * them on every instance; decision 1401); a removed account's tokens end too (within the cache's
 * 30 s lifetime).
 */
async function verifyCurrent(app: FastifyInstance, token: string): Promise<TokenClaims | null> {
  const claims = await app.ctx.tokens.verify(token);
  if (claims === null) return null;
  const versions = app.ctx.sessionVersions;
  const key = `${claims.role}:${claims.sub}`;
  let version = versions.get(key);
  if (version === undefined) {
    const generation = versions.generation();
    const table = claims.role === "client" ? clients : staffUsers;
    const [account] = await app.ctx.db.select({ version: table.sessionVersion }).from(table).where(eq(table.id, Number(claims.sub)));
    if (account === undefined) return null;
    version = String(account.version);
    versions.set(key, version, generation);
  }
  return version === String(claims.ver) ? claims : null;
}

/** onRequest hook: a valid token with one of `roles` (any role when none is given), else 401/403. */
export function authenticate(app: FastifyInstance, ...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized(MISSING_TOKEN);
    const claims = token === null ? null : await verifyCurrent(app, token);
    if (claims === null) throw unauthorized();
    if (roles.length > 0 && !roles.includes(claims.role)) throw forbidden();
    request.user = claims;
  };
}

/**
 * onRequest hook for public routes that answer staff differently (GET /products): a valid token sets
 * `request.user`; a missing or stale one is ignored so that anonymous browsing never fails.
 */
export function identify(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    request.user = await verifyCurrent(app, token);
  };
}

/** The caller's account id, for handlers behind `authenticate`. */
export function callerId(request: FastifyRequest): number {
  if (request.user === null) throw unauthorized(MISSING_TOKEN);
  return Number(request.user.sub);
}

export function isStaff(request: FastifyRequest): boolean {
  return request.user?.role === "staff";
}
