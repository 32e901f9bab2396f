import { staffFiscalState } from "@forno/domain/fiscal";
import type { Order } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";

/**
 * The order's NFC-e state (growth.md section 3) on the desk card and in the orders table: "NFC-e
 * autorizada", "NFC-e rejeitada"... with SEFAZ's message as its title; nothing without a note.
 */
export function FiscalStateBadge({ order, className }: { order: Pick<Order, "fiscal">; className?: string }) {
  const state = staffFiscalState(order);
  if (state === null) return null;
  return (
    <Badge tone={state.tone} className={className} title={state.detail ?? undefined} data-fiscal={order.fiscal?.status}>
      {state.text}
    </Badge>
  );
}
