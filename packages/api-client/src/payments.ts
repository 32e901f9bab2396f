import { type paymentBodySchema, type PaymentEvent, type PaymentResponse, type SavedCard } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { followStream } from "./follow-stream";
import type { EventStream } from "./sse";

export const paymentKeys = { cards: ["order-payments", "cards"] as const };

export interface PaymentStreamHandlers {
  onStatus: (event: PaymentEvent) => void;
  onError?: (error: unknown) => void;
  /** Each accepted connection: the first and every reconnection. */
  onOpen?: () => void;
}

export function paymentsApi(http: Http) {
  const { ky } = http;
  const api = {
    /**
     * POST /order-payments: Pix or card, or payment on delivery (operations.md section 3: cash with
     * `change_for`, null for exact money, or `card_on_delivery`), which confirms the order at once.
     */
    pay: (body: z.input<typeof paymentBodySchema>, idempotencyKey: string) =>
      send(() => ky.post("order-payments", { json: body, headers: { "Idempotency-Key": idempotencyKey } }).json<PaymentResponse>()),
    cards: () => send(() => ky.get("order-payments/cards").json<SavedCard[]>()),
    removeCard: (id: string) => send(() => ky.delete(`order-payments/cards/${encodeURIComponent(id)}`).json<unknown>()),
    sandboxApprove: (orderId: number) => send(() => ky.post(`sandbox/payments/${orderId}/approve`).json<unknown>()),
    sandboxReject: (orderId: number) => send(() => ky.post(`sandbox/payments/${orderId}/reject`).json<unknown>()),
    /** Payment progress of one order: `{status}` messages. */
    stream: (orderId: number, handlers: PaymentStreamHandlers): EventStream =>
      followStream(http, `order-payments/sse/${orderId}`, (schemas) => schemas.paymentEventSchema, { ...handlers, onMessage: handlers.onStatus }),
  };
  return {
    ...api,
    /** Saved cards: cached 3 minutes (seed 001 section 9). */
    cardsQuery: () => queryOptions({ queryKey: paymentKeys.cards, queryFn: api.cards, staleTime: 3 * 60_000 }),
  };
}
