import { ApiError } from "@forno/api-client";

export const ORDER_CREATE_ERROR = "Erro ao criar pedido, tente novamente.";

/** The yellow banner's text after a failed POST /orders: the server's message, or the default. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const { message } = error.body as { message?: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return ORDER_CREATE_ERROR;
}
