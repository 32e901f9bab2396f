export const UNEXPECTED_ERROR_MESSAGE = "Ocorreu um erro inesperado";
export const NETWORK_ERROR_MESSAGE = "Não foi possível falar com a loja. Verifique sua conexão e tente novamente.";

/** An answer from the API that was not 2xx, carrying the server's Portuguese `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

/** The HTTP status text is English and says nothing to a customer: without a server message, the generic one. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, serverMessage(body) ?? UNEXPECTED_ERROR_MESSAGE, body);
}

/**
 * The server refused a stream (a 4xx answer): it is not retried. Anything else (network, 5xx) is.
 * Here rather than with the stream reader, so that screens can tell without loading the reader.
 */
export function isStreamRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** No answer at all (offline, DNS, timeout): status 0 with a Portuguese message. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, NETWORK_ERROR_MESSAGE, undefined);
  error.cause = cause;
  return error;
}

/**
 * The message a screen shows for a failed call (seed 001 section 8): the server's message,
 * otherwise the error's own message, otherwise 'Ocorreu um erro inesperado'.
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
