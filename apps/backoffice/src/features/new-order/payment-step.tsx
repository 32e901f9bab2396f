import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { currentState } from "@forno/domain/orders";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useApi } from "../../lib/api-context";
import { ticketPrintPath } from "../../lib/ticket-print-path";
import { OnDeliveryPayment } from "./on-delivery-payment";
import styles from "./new-order.module.css";

/**
 * After creation: the payment (Pix: the QR shown to the customer at the counter; the order turns
 * PAID on the live stream, and the desk rings), or payment on delivery when the store accepts it
 * (cash with change, card machine: confirmed at once), printing and the way back (decision 1714).
 */
export function PaymentStep({ order, onNext }: { order: Order; onNext: () => void }) {
  const api = useApi();
  const [state, setState] = useState(() => currentState(order.OrderStateHistory));
  const key = useMemo(() => newIdempotencyKey(), []);
  const pix = useMutation({ mutationFn: () => api.payments.pay({ external_reference: order.id, payment_method_id: "pix" }, key) });
  const qr = pix.data?.point_of_interaction?.transaction_data;
  const onDeliveryMethods = useQuery(api.settings.storeQuery()).data?.payment.on_delivery_methods ?? [];

  useEffect(() => {
    // The staff stream (the desk's): the per-order one is the customer's view of their own order.
    const stream = api.orders.staffStream({ onOrder: (next) => next.id === order.id && setState(currentState(next.OrderStateHistory)) });
    return () => stream.close();
  }, [api, order.id]);

  const paid = state !== undefined && state !== "PENDING";
  return (
    <section className={styles.section} aria-label="Pagamento">
      <h2 className={styles.legend}>
        Pedido #{order.external_id} criado · <Money value={orderTotalCentavos(order)} unit="centavos" />
      </h2>
      {paid ? (
        <p className={styles.found} role="status">
          Pagamento confirmado. O pedido está no painel.
        </p>
      ) : qr ? (
        <div className={styles.pix}>
          <img src={`data:image/png;base64,${qr.qr_code_base64}`} alt="QR Code Pix" width={220} height={220} />
          <p className={styles.hint}>Mostre o QR Code ao cliente ou envie o código:</p>
          <code className={styles.code}>{qr.qr_code}</code>
          <p role="status">Aguardando o pagamento…</p>
        </div>
      ) : (
        <>
          <div className={styles.inline}>
            <Button type="button" onClick={() => pix.mutate()} disabled={pix.isPending}>
              Pagar com Pix
            </Button>
          </div>
          {onDeliveryMethods.length > 0 ? (
            <OnDeliveryPayment orderId={order.id} totalCentavos={orderTotalCentavos(order)} methods={onDeliveryMethods} onPaid={() => setState("PAID")} />
          ) : null}
        </>
      )}
      {pix.isError ? (
        <p className={styles.notice} role="alert">
          {pix.error.message}
        </p>
      ) : null}
      <div className={styles.inline}>
        <Link className={styles.link} to={ticketPrintPath(order.id, ["kitchen", "delivery"])} target="_blank">
          Imprimir comanda
        </Link>
        <Link className={styles.link} to="/backoffice/orders">
          Ver no painel
        </Link>
        <Button type="button" variant="secondary" onClick={onNext}>
          Novo pedido
        </Button>
      </div>
    </section>
  );
}
