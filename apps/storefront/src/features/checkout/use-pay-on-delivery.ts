import { orderKeys } from "@forno/api-client";
import type { Order } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { usePaidOrder } from "./use-paid-order";

export type OnDeliveryChoice = { method: "cash"; changeFor: number | null } | { method: "card_on_delivery" };

/** One key per order and body: a retry of the same choice asks for the same confirmation. */
const keys = new Map<string, string>();

function keyFor(id: string): string {
  let key = keys.get(id);
  if (key === undefined) {
    key = newIdempotencyKey();
    keys.set(id, key);
  }
  return key;
}

/**
 * Payment on delivery from /checkout (operations.md section 3): the API confirms the order at once
 * (PAID), so a success is handled as a paid order (cart emptied, home with the order card). A
 * refusal refreshes the orders and is shown by the caller.
 */
export function usePayOnDelivery(order: Order) {
  const queryClient = useQueryClient();
  const paid = usePaidOrder();
  return useMutation({
    mutationFn: (choice: OnDeliveryChoice) => {
      const body =
        choice.method === "cash"
          ? { external_reference: order.id, payment_method_id: "cash" as const, change_for: choice.changeFor }
          : { external_reference: order.id, payment_method_id: "card_on_delivery" as const };
      return api.payments.pay(body, keyFor(`${order.id}:${JSON.stringify(body)}`));
    },
    onSuccess: paid,
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" }),
  });
}
