import { formatDate, formatTime } from "@forno/domain/format";
import { currentState, isUnfinishedOrderState } from "@forno/domain/orders";
import { OrderStatusBadge } from "@forno/ui/order-status-badge";
import { Spinner } from "@forno/ui/spinner";
import { OrderSummary } from "@forno/ui/order-summary";
import { PhoneIcon } from "@forno/ui/icons";
import { Timeline } from "@forno/ui/timeline";
import type { Order } from "@forno/domain/schemas";
import { orderKeys } from "@forno/api-client";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { useStoreWhatsapp } from "../../lib/store-info/use-store-whatsapp";
import { ReorderButton } from "./reorder-button";
import { OrderItems } from "../../components/orders/order-items";
import { readOrderState } from "../../lib/orders/order-state";
import { useLiveOrder } from "../../lib/orders/use-live-order";
import styles from "./order-page.module.css";
import { ScheduledLine } from "../../components/orders/scheduled-line";
import { OnDeliveryLine } from "../../components/orders/on-delivery-line";
import { PushOptIn } from "./push-opt-in";
import { FiscalNoteLink } from "./fiscal-note-link";
import { OrderStampsLine } from "./order-stamps-line";

/** /order shows the order in navigation state, or the one `?id=` names (a push opens that); else it goes home. */
export function OrderPage() {
  const location = useLocation();
  const order = readOrderState(location.state);
  if (order) return <OrderDetail key={order.id} initial={order} />;
  const linked = Number(new URLSearchParams(location.search).get("id"));
  if (Number.isSafeInteger(linked) && linked > 0) return <LinkedOrder id={linked} />;
  return <Navigate to="/" replace />;
}

function LinkedOrder({ id }: { id: number }) {
  const { data, isError } = useQuery({ queryKey: [...orderKeys.all, "one", id], queryFn: () => api.orders.get(id) });
  if (isError) return <Navigate to="/" replace />;
  if (!data) return <Page header={<CompactHeader title="Pedido" />} bottomBar><Spinner label="Carregando pedido..." /></Page>;
  return <OrderDetail key={data.id} initial={data} />;
}

function OrderDetail({ initial }: { initial: Order }) {
  const navigate = useNavigate();
  // Each update is written back into the history entry, so a reload shows the latest order.
  const order = useLiveOrder(initial, (next) => void navigate(".", { replace: true, state: { order: next }, preventScrollReset: true }));
  const { data: store } = useStoreInfo();
  const state = currentState(order.OrderStateHistory);
  const storeWhatsapp = useStoreWhatsapp(order.external_id);
  return (
    <Page header={<CompactHeader title={`Pedido #${order.external_id}`} />} bottomBar className={styles.page}>
      <div className={styles.meta}>
        <p className={styles.date}>
          Feito em {formatDate(order.created_at)} às {formatTime(order.created_at)}
        </p>
        {state ? <OrderStatusBadge state={state} payments={order.OrderPayment} /> : null}
        <ScheduledLine order={order} className={styles.scheduled} />
        <OnDeliveryLine order={order} className={styles.scheduled} />
      </div>
      <section aria-label="Andamento" className={styles.card} aria-live="polite">
        {state === "DELIVERED" ? <p className={styles.delivered}>Pedido entregue. Bom apetite!</p> : <Timeline order={order} storePhone={store?.store_info.phone} />}
      </section>
      {isUnfinishedOrderState(state) || state === "PENDING" ? <PushOptIn /> : null}
      <OrderItems order={order} />
      <OrderSummary order={order} title="Resumo" className={styles.card} />
      <OrderStampsLine order={order} />
      <FiscalNoteLink order={order} />
      <div className={styles.actions}>
        {storeWhatsapp ? (
          <a href={storeWhatsapp} target="_blank" rel="noreferrer" className={styles.whatsapp}>
            <PhoneIcon size={18} />
            Falar com a loja
          </a>
        ) : null}
        <ReorderButton order={order} />
      </div>
    </Page>
  );
}
