import type { FastifyRequest } from "fastify";

/** The API's own origin, for absolute image URLs: PUBLIC_URL, never the request's Host header (decision 1401). */
export function publicBaseUrl(request: FastifyRequest): string {
  return request.server.ctx.env.PUBLIC_URL;
}

/** A stored path (`/images/...`) becomes absolute; an absolute URL is kept as is. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string | null): string | null {
  if (pathOrUrl === null || pathOrUrl === "") return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
