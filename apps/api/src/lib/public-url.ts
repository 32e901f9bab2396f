import type { FastifyRequest } from "fastify";

/** The API's own origin, for absolute image URLs: PUBLIC_URL when set, else the request's host. */
export function publicBaseUrl(request: FastifyRequest): string {
  const configured = request.server.ctx.env.PUBLIC_URL;
  if (configured !== undefined) return configured.replace(/\/$/, "");
  return `${request.protocol}://${request.host}`;
}

/** A stored path (`/images/...`) becomes absolute; an absolute URL is kept as is. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string | null): string | null {
  if (pathOrUrl === null || pathOrUrl === "") return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
