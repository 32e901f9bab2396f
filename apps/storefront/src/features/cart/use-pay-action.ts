import { clientKeys, orderKeys } from "@forno/api-client";
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
import { isRewardRefusal, orderErrorMessage } from "./order-error";
import { storeOrderingMode } from "../../lib/store-info/store-operation";
import { setCouponCode } from "../../stores/cart/coupon-code";
import { setRewardChoice } from "../../stores/cart/reward-choice";

export interface PayInput {
  lines: readonly CartLine[];
  method: DeliveryMethod | null;
  address: Address | null;
  /** The chosen slot start when the order is scheduled, else null (an order for now). */
  scheduledFor: string | null;
  /** The coupon the order carries (growth.md section 1), or null. */
  couponCode: string | null;
  /** The order uses the loyalty card's reward (section 2). */
  useReward: boolean;
}

/**
 * The cart's pay action, in the four steps of seed 000 section 4: sign in first (coming back to
 * /cart), the store must be open (fresh store info), confirm when an order is still open, then
 * create the order and go to /checkout with it. A failure keeps the cart and returns the message
 * (a coupon's or the reward's refusal apart, to show under the coupon's field or the reward's choice).
 */
export function usePayAction({ lines, method, address, scheduledFor, couponCode, useReward }: PayInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const [error, setError] = useState<string | null>(null);
  // A discount's refusal belongs to what was sent: another code (or none), or the reward switched, clears it.
  const [refusal, setRefusal] = useState<{ code: string | null; reward: boolean; message: string; ofReward: boolean } | null>(null);
  const [checking, setChecking] = useState(false);

  const body = useMemo(
    () => (method ? buildOrderBody(lines, method, address, scheduledFor, couponCode, useReward) : null),
    [lines, method, address, scheduledFor, couponCode, useReward],
  );
  // One key per cart content and delivery choice: a retried submit of the same order never creates two.
  const idempotencyKey = useMemo(() => (body ? newIdempotencyKey() : ""), [body]);

  const create = useMutation({
    mutationFn: () => api.orders.create(body!, idempotencyKey),
    onSuccess: (order: Order) => {
      // The order holds its coupon or reward now (its price binds); the cart's next order starts without.
      setCouponCode(null);
      if (useReward) {
        setRewardChoice(false);
        // The loyalty card lives under the client's keys: the reward is now held by this order.
        void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate("/checkout", { state: { order } });
    },
    onError: (failure) => {
      const message = orderErrorMessage(failure);
      const ofReward = useReward && isRewardRefusal(message);
      if (ofReward || isCouponRefusal(message)) {
        setRefusal({ code: couponCode, reward: useReward, message, ofReward });
        // The cart's figures follow: its quote (and the card) are asked again and now name the refusal.
        void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, "quote"] });
        if (ofReward) void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      } else setError(message);
    },
  });

  async function pay() {
    if (!body || create.isPending || checking) return;
    setError(null);
    setRefusal(null);
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

  const current = refusal !== null && refusal.code === couponCode && refusal.reward === useReward ? refusal : null;
  return {
    pay,
    error,
    couponError: current && !current.ofReward ? current.message : null,
    rewardError: current?.ofReward ? current.message : null,
    busy: checking || create.isPending,
  };
}
