import { errorMessage, orderKeys } from "@forno/api-client";
import type { Order, PaymentResponse } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { Spinner } from "@forno/ui/spinner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { api } from "../../lib/api";
import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { readOrderState } from "../../lib/orders/order-state";
import { useSignedIn } from "../../lib/session/session-store";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { OrderSummaryLink, TotalFooter } from "./order-summary-link";
import { type CardFormData, cardPaymentBody } from "./payment-body";
import { NO_TRANSACTION_DATA, PaymentFailure } from "./payment-failure";
import { SandboxCardForm } from "./sandbox-card-form";
import { usePaidOrder } from "./use-paid-order";
import { usePaymentStream } from "./use-payment-stream";
import styles from "./payment.module.css";

// Mercado Pago's form loads with its provider only (it brings the provider's SDK anyway): the
// sandbox's form is the one the page carries (decision 3001).
const MercadoPagoCardForm = lazy(() => import("./mercadopago-card-form").then((m) => ({ default: m.MercadoPagoCardForm })));

/** The ERROR event's message (seed 001 section 8): a refused card. */
export const CARD_ERROR_MESSAGE = "Houve um erro durante o processamento da cobrança, tente novamente.";

/** /checkout/credit-card: needs an order in navigation state, otherwise goes home. */
export function CreditCardPage() {
  const order = readOrderState(useLocation().state);
  if (!order) return <Navigate to="/" replace />;
  return <CardPayment key={order.id} order={order} />;
}

type Phase = { kind: "idle" } | { kind: "processing" } | { kind: "refused" } | { kind: "failed"; message: string };

/** The answer must be a payment (its status); anything else is "Transação não retornou dados". */
function checkedPayment(answer: PaymentResponse | undefined): PaymentResponse {
  if (!answer || typeof answer !== "object" || typeof answer.status !== "string") throw new Error(NO_TRANSACTION_DATA);
  return answer;
}

function CardPayment({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const onPaid = usePaidOrder();
  const signedIn = useSignedIn();
  const { data: store } = useStoreInfo();
  // Saved cards: only with a session (seed 001 section 6).
  const cards = useQuery({ ...api.payments.cardsQuery(), enabled: signedIn });
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const processing = useRef(false);

  const streamFailure = usePaymentStream(order.id, {
    onStatus: (event, close) => {
      if (event.status === "approved") {
        close();
        onPaid();
      } else if ((event.status === "rejected" || event.status === "cancelled") && processing.current) {
        processing.current = false;
        setPhase({ kind: "refused" });
      }
    },
    onPaid,
  });

  async function pay(form: CardFormData): Promise<void> {
    if (processing.current) return;
    processing.current = true;
    setPhase({ kind: "processing" });
    try {
      const payment = checkedPayment(await api.payments.pay(cardPaymentBody(order, form), newIdempotencyKey()));
      if (payment.status === "approved") {
        onPaid();
      } else if (payment.status === "rejected" || payment.status === "cancelled") {
        processing.current = false;
        setPhase({ kind: "refused" });
      }
      // pending / in_process: the card stays "Processando Pagamento" until the stream says.
    } catch (error) {
      processing.current = false;
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" });
      setPhase({ kind: "failed", message: errorMessage(error) });
    }
  }

  const provider = store?.payment_provider;
  const savedCards = cards.data ?? [];
  const formReady = provider !== undefined && (!signedIn || !cards.isPending);
  return (
    <Page header={<CompactHeader title="Pagamento" backTo="/checkout" backState={{ order }} />} footer={<TotalFooter order={order} />} className={styles.page}>
      <OrderSummaryLink order={order} />
      {phase.kind === "failed" ? <PaymentFailure message={phase.message} /> : null}
      {streamFailure && phase.kind !== "failed" ? <PaymentFailure message={streamFailure} /> : null}
      {phase.kind === "refused" ? (
        <Banner alert tone="danger">
          {CARD_ERROR_MESSAGE}
        </Banner>
      ) : null}
      {phase.kind === "processing" ? (
        <section className={styles.processing} role="status" aria-live="polite">
          <Spinner size={28} />
          <div>
            <h2>Processando Pagamento</h2>
            <p>Só um instante, estamos confirmando o processamento no cartão.</p>
          </div>
        </section>
      ) : null}
      <section className={styles.card} aria-label="Cartão de crédito" hidden={phase.kind === "processing" && provider?.name !== "mercadopago"}>
        {!formReady ? (
          <Skeleton shape="block" height={280} />
        ) : provider.name === "mercadopago" ? (
          <Suspense fallback={<Skeleton shape="block" height={280} />}>
            <MercadoPagoCardForm order={order} publicKey={provider.public_key} savedCards={savedCards} onSubmit={pay} />
          </Suspense>
        ) : (
          <>
            <div className={styles.sandbox}>
              <p className={styles.sandboxTag}>Ambiente de testes</p>
              <p className={styles.sandboxText}>
                Nenhum valor é cobrado. O nome do titular decide o resultado: APRO aprova, OTHE recusa e CONT deixa o pagamento pendente.
              </p>
            </div>
            <SandboxCardForm order={order} savedCards={savedCards} disabled={phase.kind === "processing"} onSubmit={(form) => void pay(form)} />
          </>
        )}
      </section>
    </Page>
  );
}
