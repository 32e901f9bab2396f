import { errorMessage } from "@forno/api-client";
import { lastEntryFor } from "@forno/domain/orders";
import type { PaymentEvent } from "@forno/domain/schemas";
import { useEffect, useRef, useState } from "react";
import { api } from "../../lib/api";
import { keepStreamInSync } from "../../lib/streams/keep-stream-in-sync";

export interface PaymentStreamHandlers {
  /** Each `{status}` message, with a function that closes the stream. */
  onStatus: (event: PaymentEvent, close: () => void) => void;
  /** The order was found PAID when read again (after a reconnection, or when the page is shown again). */
  onPaid: () => void;
}

/**
 * Listens to the order's payment stream (GET /order-payments/sse/{orderId}) while the screen is
 * shown. A lost connection is reconnected and the order read again, so a payment approved meanwhile
 * is seen at once; a stream the server refuses (4xx) is logged and closed (seed 001 section 4,
 * decision 2200), and its message is returned for the screen to show.
 */
export function usePaymentStream(orderId: number, handlers: PaymentStreamHandlers): string | undefined {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let done = false;
    const finish = () => {
      done = true;
      stop();
    };
    const stop = keepStreamInSync({
      open: (connection) =>
        api.payments.stream(orderId, {
          ...connection,
          onStatus: (event) => current.current.onStatus(event, finish),
        }),
      recheck: () => {
        api.orders.get(orderId).then(
          (order) => {
            if (done || !lastEntryFor(order.OrderStateHistory, "PAID")) return;
            finish();
            current.current.onPaid();
          },
          (error: unknown) => console.error("Falha ao consultar o pedido", error),
        );
      },
      onRefused: (error) => {
        console.error("Falha ao acompanhar o pagamento", error);
        setFailure(errorMessage(error));
      },
    });
    return () => {
      done = true;
      stop();
    };
  }, [orderId]);
  return failure;
}
