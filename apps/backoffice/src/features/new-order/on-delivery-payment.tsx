import { errorMessage } from "@forno/api-client";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { changeForInput } from "@forno/domain/orders";
import type { OnDeliveryMethod } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Checkbox } from "@forno/ui/checkbox";
import { ChangeForField } from "@forno/ui/change-for-field";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../lib/api-context";
import styles from "./new-order.module.css";

type OnDeliveryBody = { payment_method_id: "cash"; change_for: number | null } | { payment_method_id: "card_on_delivery" };

/**
 * Payment on delivery for a phone or counter order (operations.md section 3): the store's enabled
 * methods only; "Troco para" follows the storefront's rule (changeForInput, the server's check).
 * The server confirms the order at once; `onPaid` moves the step on without waiting for the stream.
 */
export function OnDeliveryPayment({ orderId, totalCentavos, methods, onPaid }: { orderId: number; totalCentavos: number; methods: readonly OnDeliveryMethod[]; onPaid: () => void }) {
  const api = useApi();
  const [changeText, setChangeText] = useState("");
  const [noChange, setNoChange] = useState(false);
  const [changeError, setChangeError] = useState<string>();
  const pay = useMutation({
    mutationFn: (body: OnDeliveryBody) => api.payments.pay({ external_reference: orderId, ...body }, newIdempotencyKey()),
    onSuccess: onPaid,
  });

  function payCash(event: FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    const change = changeForInput(changeText, noChange, totalCentavos);
    if ("error" in change) return setChangeError(change.error);
    pay.mutate({ payment_method_id: "cash", change_for: change.changeFor });
  }

  return (
    <div className={styles.onDelivery}>
      {methods.includes("cash") ? (
        <form className={styles.inline} onSubmit={payCash} noValidate aria-label="Dinheiro na entrega">
          <ChangeForField
            value={changeText}
            totalCentavos={totalCentavos}
            disabled={noChange}
            error={changeError}
            onChange={(event) => {
              setChangeText(event.target.value);
              setChangeError(undefined);
            }}
          />
          <Checkbox label="Não precisa de troco" checked={noChange} onChange={(event) => setNoChange(event.target.checked)} />
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
