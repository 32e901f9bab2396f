import { isScheduledOrder, SCHEDULED_ORDER_LABEL } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import { DateTimeCell } from "../data-table";
import styles from "./scheduled-cell.module.css";

/** "Entrega prevista": the time, marked "Agendado" when the customer chose it (contract part 2, section 2). */
export function ScheduledCell({ order }: { order: Order }) {
  if (!isScheduledOrder(order)) return <DateTimeCell value={order.scheduled_time} compact />;
  return (
    <span className={styles.scheduled}>
      <Badge tone="info">{SCHEDULED_ORDER_LABEL}</Badge>
      <DateTimeCell value={order.scheduled_time} compact />
    </span>
  );
}
