import { ApiError, serverMessage, UNEXPECTED_ERROR_MESSAGE } from "./errors";

// How screens read a failed call, apart from errors.ts: the client's first load (the storefront's
// entry) carries the error classes, not these (decision 3001).

/**
 * The message a screen shows for a failed call (seed 001 section 8): the server's message,
 * otherwise the error's own message, otherwise 'Ocorreu um erro inesperado'.
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The server refused a stream (a 4xx answer): it is not retried. Anything else (network, 5xx) is.
 * Apart from the stream reader, so that screens can tell without loading the reader.
 */
export function isStreamRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
