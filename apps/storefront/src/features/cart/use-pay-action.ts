import { orderKeys } from "@forno/api-client";
import { isCouponRefusal } from "@forno/domain/coupons";
import { isOpenOrder, OPEN_ORDER_QUESTION } from "@forno/domain/orders";
import type { Address, CartLine, Order } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { showAlertDialog } from "../../components/feedback/alert-dialog-store";
import { useToken } from "../../lib/session/session-store";
import { APP_OFFLINE } from "./app-offline";
import { buildOrderBody } from "./build-order-body";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { orderErrorMessage } from "./order-error";
import { storeOrderingMode } from "../../lib/store-info/store-operation";
import { setCouponCode } from "../../stores/cart/coupon-code";

export interface PayInput {
  lines: readonly CartLine[];
  method: DeliveryMethod | null;
  address: Address | null;
  /** The chosen slot start when the order is scheduled, else null (an order for now). */
  scheduledFor: string | null;
  /** The coupon the order carries (growth.md section 1), or null. */
  couponCode: string | null;
}

/**
 * The cart's pay action, in the four steps of seed 000 section 4: sign in first (coming back to
 * /cart), the store must be open (fresh store info), confirm when an order is still open, then
 * create the order and go to /checkout with it. A failure keeps the cart and returns the message
 * (a coupon's refusal apart, to show under the coupon's field).
 */
export function usePayAction({ lines, method, address, scheduledFor, couponCode }: PayInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const [error, setError] = useState<string | null>(null);
  // The coupon's refusal belongs to the code refused: another code (or none) clears it.
  const [couponRefusal, setCouponRefusal] = useState<{ code: string | null; message: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const body = useMemo(() => (method ? buildOrderBody(lines, method, address, scheduledFor, couponCode) : null), [lines, method, address, scheduledFor, couponCode]);
  // One key per cart content and delivery choice: a retried submit of the same order never creates two.
  const idempotencyKey = useMemo(() => (body ? newIdempotencyKey() : ""), [body]);

  const create = useMutation({
    mutationFn: () => api.orders.create(body!, idempotencyKey),
    onSuccess: (order: Order) => {
      // The order holds its coupon now (its price binds); the cart's next order starts without one.
      setCouponCode(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate("/checkout", { state: { order } });
    },
    onError: (failure) => {
      const message = orderErrorMessage(failure);
      if (isCouponRefusal(message)) {
        setCouponRefusal({ code: couponCode, message });
        // The cart's figures follow: its quote is asked again and now names the refusal.
        void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, "quote"] });
      }
      else setError(message);
    },
  });

  async function pay() {
    if (!body || create.isPending || checking) return;
    setError(null);
    setCouponRefusal(null);
    if (!token) {
      void navigate("/sign-in", { state: { redirectTo: "/cart" } });
      return;
    }
    setChecking(true);
    try {
      // The two checks read fresh data; if either read fails the order is still attempted, since
      // the server refuses a closed store on its own and its message then shows in the banner.
      const store = await queryClient.fetchQuery({ ...api.settings.storeQuery(), staleTime: 0 }).catch(() => null);
      // 'App Offline' when the store takes no order at all; closed now while a time is chosen is fine,
      // and closed without one is refused by the server with when it opens (shown in the banner).
      if (store && storeOrderingMode(store) === "none") {
        showAlertDialog({
          title: APP_OFFLINE,
          text: `${store.store_info.offline_message}\n\nHorário de funcionamento:\n${store.store_info.business_hours}`,
          preformatted: true,
          buttons: [{ label: "OK" }],
        });
        return;
      }
      const history = await queryClient.fetchInfiniteQuery({ ...api.orders.historyQuery(), staleTime: 0 }).catch(() => null);
      if (isOpenOrder(history?.pages[0]?.[0])) {
        showAlertDialog({
          title: "Pedido em aberto",
          text: OPEN_ORDER_QUESTION,
          buttons: [{ label: "Cancelar", variant: "secondary" }, { label: "Confirmar", onClick: () => create.mutate() }],
        });
        return;
      }
      create.mutate();
    } finally {
      setChecking(false);
    }
  }

  const couponError = couponRefusal !== null && couponRefusal.code === couponCode ? couponRefusal.message : null;
  return { pay, error, couponError, busy: checking || create.isPending };
}
