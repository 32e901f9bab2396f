import { isScheduledOrder, SCHEDULED_ORDER_LABEL, scheduledForText } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import styles from "./order-line.module.css";

/** A scheduled order's mark: the "Agendado" badge and its time ("para 24/11 às 19:00"); nothing for an order for now. */
export function ScheduledLine({ order, className }: { order: Order; className?: string }) {
  if (!isScheduledOrder(order) || !order.scheduled_time) return null;
  return (
    <span className={[styles.line, className].filter(Boolean).join(" ")}>
      <Badge tone="info">{SCHEDULED_ORDER_LABEL}</Badge>
      <span>para {scheduledForText(order.scheduled_time)}</span>
    </span>
  );
}
