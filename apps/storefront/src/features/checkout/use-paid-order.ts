import { orderKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import { clearCart } from "../../stores/cart/cart-store";
import type { PaidState } from "../../lib/orders/paid-state";

/**
 * What a PAID order does to the app (seed 001 section 4): the orders are fetched again, the cart is
 * emptied (storage and memory) and the customer goes home, where the paid order shows (home keeps
 * its place while the orders load: `PaidState`). Runs once.
 */
export function usePaidOrder(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const done = useRef(false);
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" });
    clearCart();
    void navigate("/", { replace: true, state: { paid: true } satisfies PaidState });
  }, [queryClient, navigate]);
}
