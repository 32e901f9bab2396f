import type { PaymentEvent } from "@forno/domain/schemas";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api";

/**
 * Listens to the order's payment stream (GET /order-payments/sse/{orderId}) while the screen is
 * shown. `onStatus` gets each `{status}` and a function that closes the stream. A stream failure is
 * logged and closes the stream (seed 001 section 4).
 */
export function usePaymentStream(orderId: number, onStatus: (event: PaymentEvent, close: () => void) => void): void {
  const handler = useRef(onStatus);
  useEffect(() => {
    handler.current = onStatus;
  });
  useEffect(() => {
    const stream = api.payments.stream(orderId, {
      onStatus: (event) => handler.current(event, () => stream.close()),
      onError: (error) => {
        console.error("Falha ao acompanhar o pagamento", error);
        stream.close();
      },
    });
    return () => stream.close();
  }, [orderId]);
}
