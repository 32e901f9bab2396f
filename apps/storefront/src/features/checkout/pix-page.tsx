import { errorMessage } from "@forno/api-client";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { CheckIcon, CopyIcon } from "@forno/ui/icons";
import { Spinner } from "@forno/ui/spinner";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { api } from "../../lib/api";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { OrderSummaryLink, TotalFooter } from "./order-summary-link";
import { PaymentFailure } from "./payment-failure";
import { type PixState, readPixState } from "./payment-state";
import { usePaidOrder } from "./use-paid-order";
import { usePaymentStream } from "./use-payment-stream";
import styles from "./payment.module.css";

/** How long "Código copiado!" shows (seed 001 section 9). */
export const COPY_CONFIRMATION_MS = 2_000;

/** /checkout/pix: needs the order and its Pix data in navigation state, otherwise goes home. */
export function PixPage() {
  const state = readPixState(useLocation().state);
  if (!state) return <Navigate to="/" replace />;
  return <PixPayment key={state.order.id} {...state} />;
}

function PixPayment({ order, pix }: PixState) {
  const onPaid = usePaidOrder();
  const streamFailure = usePaymentStream(order.id, {
    onStatus: (event, close) => {
      if (event.status !== "approved") return;
      close();
      onPaid();
    },
    onPaid,
  });
  return (
    <Page header={<CompactHeader title="Pagamento via Pix" backTo="/checkout" backState={{ order }} titleAs="p" />} footer={<TotalFooter order={order} />} className={styles.page}>
      <OrderSummaryLink order={order} />
      {streamFailure ? <PaymentFailure message={streamFailure} /> : null}
      <section className={styles.card} aria-labelledby="pix-qr-title">
        <h1 id="pix-qr-title" className={styles.heading}>
          Pague com Pix
        </h1>
        <p className={styles.muted}>Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou use o código copia e cola.</p>
        <img className={styles.qr} src={`data:image/png;base64,${pix.qr_code_base64}`} alt={`QR Code do Pix do pedido #${order.external_id}`} width={260} height={260} />
        <CopyCode code={pix.qr_code} />
        <p className={styles.waiting} role="status">
          <Spinner size={16} />
          Aguardando a confirmação do pagamento...
        </p>
      </section>
      <SandboxApproval order={order} onPaid={onPaid} />
    </Page>
  );
}

/** The "copia e cola" code, with a copy button whose confirmation lasts 2 s; a failure is only logged. */
function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error("Não foi possível copiar o código Pix", error);
    }
  }
  return (
    <>
      <label htmlFor="pix-code" className={styles.muted}>
        Código Pix copia e cola
      </label>
      <textarea id="pix-code" className={styles.code} readOnly value={code} rows={3} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" block onClick={() => void copy()}>
        {copied ? <CheckIcon size={20} /> : <CopyIcon size={20} />}
        {copied ? "Código copiado!" : "Copiar código Pix"}
      </Button>
      <p className={styles.copied} aria-live="polite">
        {copied ? "Código Pix copiado." : ""}
      </p>
    </>
  );
}

/** Only the sandbox provider shows it: approves the payment as if the bank had paid it. */
function SandboxApproval({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const { data: store } = useStoreInfo();
  const approve = useMutation({
    mutationFn: () => api.payments.sandboxApprove(order.id),
    onSuccess: (answer) => {
      // The stream says it too; the answer is enough when the stream is slow or gone.
      const paid = answer as Order | undefined;
      if (paid?.OrderStateHistory && currentState(paid.OrderStateHistory) !== "PENDING") onPaid();
    },
  });
  if (store?.payment_provider.name !== "sandbox") return null;
  return (
    <section className={styles.sandbox} aria-labelledby="sandbox-title">
      <p id="sandbox-title" className={styles.sandboxTag}>
        Ambiente de testes
      </p>
      <p className={styles.sandboxText}>Nenhum dinheiro de verdade é cobrado aqui. Simule o pagamento do Pix para continuar.</p>
      <Button variant="secondary" block loading={approve.isPending} onClick={() => approve.mutate()}>
        Simular pagamento
      </Button>
      {approve.isError ? (
        <Banner alert tone="danger">
          {errorMessage(approve.error)}
        </Banner>
      ) : null}
    </section>
  );
}
