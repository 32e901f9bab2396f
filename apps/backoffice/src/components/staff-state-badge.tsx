import { orderStateLabelFor } from "@forno/domain/order-reading";
import type { OrderState } from "@forno/domain/orders";
import { Badge } from "@forno/ui/badge";
import { ORDER_STATE_TONES } from "@forno/ui/order-status-badge";

/**
 * An order's state as staff read it: the seeds' labels, and a pickup order's own wording for its
 * last two steps ("Pronto para retirada", "Retirado": decision 3702). The tones are the ui badge's.
 */
export function StaffStateBadge({ state, isDelivery, className }: { state: OrderState; isDelivery: boolean; className?: string }) {
  return (
    <Badge tone={ORDER_STATE_TONES[state]} className={className}>
      {orderStateLabelFor(state, isDelivery)}
    </Badge>
  );
}
