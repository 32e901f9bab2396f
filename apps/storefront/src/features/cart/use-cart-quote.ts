import { orderKeys } from "@forno/api-client";
import type { Address, CartLine, OrderQuote } from "@forno/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/api";
import { useSignedIn } from "../../lib/session/session-store";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import { buildOrderBody } from "./build-order-body";

export interface CartQuoteInput {
  lines: readonly CartLine[];
  method: DeliveryMethod | null;
  address: Address | null;
  couponCode: string | null;
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
 * coupon's discount, name and conditions or its refusal, so the cart shows the server's price.
 * Asked again when the cart, the delivery choice, the coupon or the session changes.
 */
export function useCartQuote({ lines, method, address, couponCode, picking }: CartQuoteInput): CartQuote {
  const signedIn = useSignedIn();
  const body = useMemo(
    () => (lines.length > 0 && !picking && method !== null && (method === "retirada" || address !== null) ? buildOrderBody(lines, method, address, null, couponCode) : null),
    [lines, method, address, couponCode, picking],
  );
  const query = useQuery({
    queryKey: [...orderKeys.quote(body ?? { items: [], is_delivery: false }), signedIn],
    queryFn: () => api.orders.quote(body!),
    enabled: body !== null,
    staleTime: 15_000,
    retry: false,
  });
  return { quote: body === null ? undefined : query.data, quotable: body !== null };
}
