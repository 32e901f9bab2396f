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

/** The server's Portuguese `message` in an error body, if it has one. */
export function serverMessage(body: unknown): string | undefined {
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

/** No answer at all (offline, DNS, timeout): status 0 with a Portuguese message. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, NETWORK_ERROR_MESSAGE, undefined);
  error.cause = cause;
  return error;
}
