import type { LoyaltyEntryKind } from "./loyalty-ledger";

/** A history entry's reason when the system wrote it (an adjustment carries the staff's own words). */
export function ledgerReason(kind: Exclude<LoyaltyEntryKind, "adjusted">, orderNumber: number): string {
  switch (kind) {
    case "earned":
      return `Pedido #${orderNumber} entregue`;
    case "taken_back":
      return `Pedido #${orderNumber} cancelado ou estornado`;
    case "redeemed":
      return `Recompensa usada no pedido #${orderNumber}`;
    case "given_back":
      return `Recompensa devolvida: pedido #${orderNumber} cancelado`;
  }
}
