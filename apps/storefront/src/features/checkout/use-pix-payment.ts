import { orderKeys } from "@forno/api-client";
import type { Order, PaymentResponse, PixData } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { pixPaymentBody } from "./payment-body";
import { NO_TRANSACTION_DATA } from "./payment-failure";


/** One key per order: tapping Pix again (or a retry) asks for the same charge. */
const pixKeys = new Map<number, string>();

export function pixDataOf(payment: PaymentResponse | undefined): PixData {
  const data = payment?.point_of_interaction?.transaction_data;
  if (!data?.qr_code || !data.qr_code_base64) throw new Error(NO_TRANSACTION_DATA);
  return { qr_code: data.qr_code, qr_code_base64: data.qr_code_base64 };
}

/**
 * Pix from /checkout: creates the payment (POST /order-payments) and, with its transaction data,
 * goes to /checkout/pix carrying the order and the Pix data. A failure refreshes the orders (the
 * order may have been paid or cancelled meanwhile) and is shown by the caller.
 */
export function usePixPayment(order: Order) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let key = pixKeys.get(order.id);
      if (key === undefined) {
        key = newIdempotencyKey();
        pixKeys.set(order.id, key);
      }
      return pixDataOf(await api.payments.pay(pixPaymentBody(order), key));
    },
    onSuccess: (pix) => void navigate("/checkout/pix", { state: { order, pix } }),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" }),
  });
}
