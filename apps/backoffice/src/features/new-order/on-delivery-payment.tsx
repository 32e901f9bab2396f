import { errorMessage } from "@forno/api-client";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import type { OnDeliveryMethod } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { CashChangeFields, useCashChange } from "@forno/ui/cash-change";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent } from "react";
import { useApi } from "../../lib/api-context";
import styles from "./new-order.module.css";

type OnDeliveryBody = { payment_method_id: "cash"; change_for: number | null } | { payment_method_id: "card_on_delivery" };

/**
 * Payment on delivery for a phone or counter order (operations.md section 3): the store's enabled
 * methods only; "Troco para" is the storefront's own block (useCashChange: the server's check).
 * The server confirms the order at once; `onPaid` moves the step on without waiting for the stream.
 */
export function OnDeliveryPayment({ orderId, totalCentavos, methods, onPaid }: { orderId: number; totalCentavos: number; methods: readonly OnDeliveryMethod[]; onPaid: () => void }) {
  const api = useApi();
  const change = useCashChange(totalCentavos);
  const pay = useMutation({
    mutationFn: (body: OnDeliveryBody) => api.payments.pay({ external_reference: orderId, ...body }, newIdempotencyKey()),
    onSuccess: onPaid,
  });

  function payCash(event: FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    const cash = change.read();
    if (cash !== undefined) pay.mutate({ payment_method_id: "cash", change_for: cash.changeFor });
  }

  return (
    <div className={styles.onDelivery}>
      {methods.includes("cash") ? (
        <form className={styles.inline} onSubmit={payCash} noValidate aria-label="Dinheiro na entrega">
          <CashChangeFields change={change} />
          <Button type="submit" variant="secondary" disabled={pay.isPending}>
            Dinheiro na entrega
          </Button>
        </form>
      ) : null}
      {methods.includes("card") ? (
        <Button type="button" variant="secondary" disabled={pay.isPending} onClick={() => pay.mutate({ payment_method_id: "card_on_delivery" })}>
          Cartão na entrega
        </Button>
      ) : null}
      {pay.isError ? (
        <p className={styles.notice} role="alert">
          {errorMessage(pay.error)}
        </p>
      ) : null}
    </div>
  );
}
