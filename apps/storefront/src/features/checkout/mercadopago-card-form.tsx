import { errorMessage } from "@forno/api-client";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { centavosToReais } from "@forno/domain/pricing";
import type { Order, SavedCard } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { useEffect, useId, useRef, useState } from "react";
import type { CardFormData } from "./payment-body";
import { type BrickController, initMercadoPago } from "./mercadopago-sdk";

/** The card form is created after this delay (seed 001 section 9). */
export const CARD_FORM_DELAY_MS = 200;

/**
 * The Brick's settings from seed 001 section 2.6: credit cards of every brand, at most 1 installment,
 * the review step on, the default theme, the form title hidden, the saved cards in the order the API
 * listed them, pt-BR (the locale is the SDK instance's).
 */
export function brickSettings(order: Order, cards: readonly SavedCard[], callbacks: { onReady: () => void; onSubmit: (data: { formData?: CardFormData }) => Promise<void>; onError: (error: unknown) => void }) {
  return {
    initialization: {
      amount: centavosToReais(orderTotalCentavos(order)),
      payer: {
        ...(order.Client?.email ? { email: order.Client.email } : {}),
        ...(cards.length > 0 ? { customerId: cards[0]!.customer_id, cardsIds: cards.map((card) => card.id) } : {}),
      },
    },
    customization: {
      paymentMethods: { creditCard: "all", maxInstallments: 1 },
      enableReviewStep: true,
      visual: { style: { theme: "default" }, hideFormTitle: true },
    },
    callbacks,
  };
}

export interface MercadoPagoCardFormProps {
  order: Order;
  publicKey: string | null;
  savedCards: readonly SavedCard[];
  /** Posts the Brick's form data to our API; the Brick waits for it. */
  onSubmit: (data: CardFormData) => Promise<void>;
}

/**
 * Mercado Pago's own card form (its Payment Brick limited to credit cards), loaded from the
 * provider's host with the public key: card data never touches our pages, the Brick gives a token.
 */
export function MercadoPagoCardForm({ order, publicKey, savedCards, onSubmit }: MercadoPagoCardFormProps) {
  const containerId = `mp-card-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  });

  useEffect(() => {
    let controller: BrickController | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      initMercadoPago(publicKey)
        .then((mp) =>
          mp.bricks().create(
            "payment",
            containerId,
            brickSettings(order, savedCards, {
              onReady: () => setReady(true),
              onSubmit: async ({ formData }) => {
                if (formData) await submit.current(formData);
              },
              onError: (error) => console.error("Erro no formulário do Mercado Pago", error),
            }),
          ),
        )
        .then((created) => {
          if (cancelled) created.unmount();
          else controller = created;
        })
        .catch((error: unknown) => {
          if (!cancelled) setFailure(errorMessage(error));
        });
    }, CARD_FORM_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller?.unmount();
    };
    // The Brick is created once per order and card list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [containerId, publicKey, order.id, savedCards]);

  return (
    <div>
      {failure ? <Banner alert tone="danger">{failure}</Banner> : null}
      {!ready && !failure ? <Skeleton shape="block" height={320} /> : null}
      <div id={containerId} />
    </div>
  );
}
