import { orderQuoteApi, orderQuoteKey } from "@forno/api-client";
import type { Address, CartLine, OrderQuote } from "@forno/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { API_URL } from "../../lib/api";
import { sessionTokenStore, useSignedIn } from "../../lib/session/session-store";
import { notifyUnauthorized } from "../../lib/session/unauthorized";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import { buildOrderBody } from "./build-order-body";

/** Created here, not in the app's client: only the cart's chunk carries the call. */
const quoteApi = orderQuoteApi({ baseUrl: API_URL, tokenStore: sessionTokenStore, onUnauthorized: notifyUnauthorized });

export interface CartQuoteInput {
  lines: readonly CartLine[];
  method: DeliveryMethod | null;
  address: Address | null;
  couponCode: string | null;
  /** "Usar recompensa" is on (a signed-in customer's choice). */
  useReward: boolean;
  /** A pizza still being picked cannot be priced. */
  picking: boolean;
}

export interface CartQuote {
  /** The server's figures for the cart as it is (undefined until they arrive, or when the cart cannot be quoted yet). */
  quote: OrderQuote | undefined;
  /** Whether the cart can be quoted: items, no pizza half picked, and a way to receive it (an address for delivery). */
  quotable: boolean;
}

/**
 * POST /orders/quote for the cart (growth.md section 1): the figures the order would get, with the
 * coupon's discount, name and conditions or its refusal (the loyalty reward's likewise), so the cart
 * shows the server's price. Asked again when the cart, the delivery choice, the coupon, the reward or
 * the session changes.
 */
export function useCartQuote({ lines, method, address, couponCode, useReward, picking }: CartQuoteInput): CartQuote {
  const signedIn = useSignedIn();
  const body = useMemo(
    () => (lines.length > 0 && !picking && method !== null && (method === "retirada" || address !== null) ? buildOrderBody(lines, method, address, null, couponCode, useReward) : null),
    [lines, method, address, couponCode, useReward, picking],
  );
  const query = useQuery({
    queryKey: orderQuoteKey(body ?? { items: [], is_delivery: false }, signedIn),
    queryFn: () => quoteApi.quote(body!),
    enabled: body !== null,
    staleTime: 15_000,
    retry: false,
  });
  return { quote: body === null ? undefined : query.data, quotable: body !== null };
}
