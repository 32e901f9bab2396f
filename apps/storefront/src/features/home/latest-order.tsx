import { currentState, isUnfinishedOrder } from "@forno/domain/orders";
import { ChevronRightIcon } from "@forno/ui/icons";
import { OrderStatusBadge } from "@forno/ui/order-status-badge";
import { Timeline } from "@forno/ui/timeline";
import { Link } from "react-router";
import type { Order } from "@forno/domain/schemas";
import { useLatestOrder } from "../../lib/orders/use-order-history";
import { useLiveOrder } from "../../lib/orders/use-live-order";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { OnDeliveryLine } from "../../components/orders/on-delivery-line";
import frame from "./latest-order-frame.module.css";
import styles from "./latest-order.module.css";

/** The latest unfinished order with its timeline; nothing when there is none (or no session). */
export function LatestOrder() {
  const { order } = useLatestOrder();
  if (!order || !isUnfinishedOrder(order)) return null;
  return <LiveLatestOrder key={order.id} initial={order} />;
}

/** The card follows the order's event stream, as the order page does (seed 000 section 4). */
function LiveLatestOrder({ initial }: { initial: Order }) {
  const order = useLiveOrder(initial);
  const { data: store } = useStoreInfo();
  const state = currentState(order.OrderStateHistory);
  return (
    <section className={`${frame.frame} ${styles.card}`} aria-labelledby="pedido-em-andamento">
      <div className={styles.head}>
        <h2 id="pedido-em-andamento" className={styles.title}>
          Pedido #{order.external_id}
        </h2>
        {state ? <OrderStatusBadge state={state} payments={order.OrderPayment} /> : null}
      </div>
      <OnDeliveryLine order={order} />
      <Timeline order={order} storePhone={store?.store_info.phone} />
      <Link to="/order" state={{ order }} className={styles.link}>
        Acompanhar pedido
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
