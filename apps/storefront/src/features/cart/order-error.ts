import { ApiError } from "@forno/api-client";
import { DISCOUNT_MESSAGES } from "@forno/domain/discounts";

export const ORDER_CREATE_ERROR = "Erro ao criar pedido, tente novamente.";

/** The yellow banner's text after a failed POST /orders: the server's message, or the default. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const { message } = error.body as { message?: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return ORDER_CREATE_ERROR;
}

/**
 * Whether an order's refusal is about the loyalty reward it asked for (shown under "Usar recompensa",
 * not in the banner). The quote already refused a reward this cart cannot use (no pizza, a pickup), and
 * a refused reward is not sent: what changes before the order is the card (the reward taken by another
 * order, its stamps expired), answered with the one-discount rule's messages.
 */
export function isRewardRefusal(message: string): boolean {
  return Object.values<string>(DISCOUNT_MESSAGES).includes(message);
}
