import { formatDateTime } from "@forno/domain/format";
import type { Order } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";

/**
 * "Confirmado no PDV" (operations.md section 7): the store's PDV confirmed the order through
 * OpenDelivery. The state does not change, so this is the only trace staff see. Nothing otherwise.
 */
export function PdvConfirmedBadge({ order, className }: { order: Pick<Order, "opendelivery_confirmed_at">; className?: string }) {
  if (!order.opendelivery_confirmed_at) return null;
  return (
    <Badge tone="info" className={className} title={`Confirmado pelo PDV (OpenDelivery) em ${formatDateTime(order.opendelivery_confirmed_at)}`}>
      Confirmado no PDV
    </Badge>
  );
}
