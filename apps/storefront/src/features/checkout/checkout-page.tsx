import { formatCentavos } from "@forno/domain/format";
import { orderTotalCentavos, paymentMethodLabel } from "@forno/domain/order-reading";
import { errorMessage } from "@forno/api-client";
import type { Order } from "@forno/domain/schemas";
import { CardIcon, ChevronDownIcon, ChevronRightIcon, ChevronUpIcon, HomeIcon, PixIcon } from "@forno/ui/icons";
import { OrderSummary } from "@forno/ui/order-summary";
import { Spinner } from "@forno/ui/spinner";
import { lazy, Suspense, useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { readOrderState } from "../../lib/orders/order-state";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { PaymentFailure } from "./payment-failure";
import { usePixPayment } from "./use-pix-payment";
import styles from "./checkout-page.module.css";

// Loaded when opened: the home's first load carries the preload list of /checkout's chunks (decision 1704).
const PayOnDeliveryForm = lazy(() => import("./pay-on-delivery-form").then((m) => ({ default: m.PayOnDeliveryForm })));

/**
 * /checkout: the payment method choice for the order in navigation state (without one: home). Pix
 * creates the payment here and goes to /checkout/pix with its QR; the card goes to /checkout/credit-card;
 * "Pagar na entrega" (when the store accepts it) opens its form here.
 */
export function CheckoutPage() {
  const order = readOrderState(useLocation().state);
  if (!order) return <Navigate to="/" replace />;
  return <Checkout key={order.id} order={order} />;
}

function Checkout({ order }: { order: Order }) {
  const pix = usePixPayment(order);
  const total = formatCentavos(orderTotalCentavos(order));
  const onDeliveryMethods = useStoreInfo().data?.payment.on_delivery_methods ?? [];
  const [onDeliveryOpen, setOnDeliveryOpen] = useState(false);
  return (
    <Page header={<CompactHeader title="Pagamento" backTo="/cart" titleAs="p" />} className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Pedido #{order.external_id}</h1>
        <p className={styles.lead}>Escolha como você quer pagar {total}.</p>
      </div>
      <nav aria-label="Forma de pagamento">
        <ul className={styles.methods}>
          <li>
            <button type="button" className={styles.method} aria-busy={pix.isPending || undefined} onClick={() => !pix.isPending && pix.mutate()}>
              <PixIcon size={28} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.name}>{paymentMethodLabel("bank_transfer")}</span>
                <span className={styles.detail}>{pix.isPending ? "Gerando o QR Code..." : "Aprovação na hora, com QR Code ou copia e cola"}</span>
              </span>
              {pix.isPending ? <Spinner size={20} /> : <ChevronRightIcon />}
            </button>
          </li>
          <li>
            <Link to="/checkout/credit-card" state={{ order }} className={styles.method}>
              <CardIcon size={28} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.name}>{paymentMethodLabel("credit_card")}</span>
                <span className={styles.detail}>Pagamento à vista no cartão</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
          {onDeliveryMethods.length > 0 ? (
            <li>
              <button type="button" className={styles.method} aria-expanded={onDeliveryOpen} aria-controls="pagar-na-entrega" onClick={() => setOnDeliveryOpen(!onDeliveryOpen)}>
                <HomeIcon size={28} className={styles.icon} />
                <span className={styles.text}>
                  <span className={styles.name}>Pagar na entrega</span>
                  <span className={styles.detail}>{onDeliveryMethods.map((method) => (method === "cash" ? "Dinheiro" : "Cartão")).join(" ou ")} na entrega</span>
                </span>
                {onDeliveryOpen ? <ChevronUpIcon /> : <ChevronDownIcon />}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <div id="pagar-na-entrega" hidden={!onDeliveryOpen}>
        {onDeliveryOpen && onDeliveryMethods.length > 0 ? (
          <Suspense fallback={<Spinner size={24} />}>
            <PayOnDeliveryForm order={order} methods={onDeliveryMethods} />
          </Suspense>
        ) : null}
      </div>
      {pix.isError ? <PaymentFailure message={errorMessage(pix.error)} /> : null}
      <OrderSummary order={order} title="Resumo do pedido" />
    </Page>
  );
}
