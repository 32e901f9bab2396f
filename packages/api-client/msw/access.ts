import { ACCESS_MESSAGES } from "@forno/domain/schemas";

/** The API's 401 message (plugins/auth.ts): no token at all, or a token it no longer accepts. */
export function unauthorizedMessage(request: Request): string {
  return request.headers.has("authorization") ? ACCESS_MESSAGES.sessionExpired : ACCESS_MESSAGES.signInRequired;
}

/** The error handler's answer to a body or query that fails without a first issue (never in practice). */
export const INVALID_REQUEST = ACCESS_MESSAGES.invalidRequest;
