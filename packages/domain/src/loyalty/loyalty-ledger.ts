/**
 * Why a client's stamps changed (growth.md section 2): an order delivered, a cancelled or refunded
 * order's stamps taken back, a reward used (at PAID) or given back (its order cancelled), a staff
 * adjustment.
 */
export const LOYALTY_ENTRY_KINDS = ["earned", "taken_back", "redeemed", "given_back", "adjusted"] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/** One row of a client's stamp ledger, as the balance reads it. */
export interface LedgerEntry {
  /** Epoch ms. */
  at: number;
  kind: LoyaltyEntryKind;
  /** Stamps added (> 0) or taken (< 0). */
  change: number;
  orderId: number | null;
  /** Epoch ms when the stamps added expire (computed when earned); null on a taking entry. */
  expiresAt: number | null;
}

/** Stamps earned together, with the expiry they keep. */
interface Lot {
  count: number;
  expiresAt: number;
}

export interface LoyaltyBalance {
  /** Unexpired stamps at `now`. */
  stamps: number;
  /** Epoch ms when the next of them expires; null with none. */
  nextExpiryAt: number | null;
}

/** Takes `count` stamps, the ones expiring first first; answers what it took (less when there are fewer). */
function take(lots: Lot[], count: number): Lot[] {
  lots.sort((a, b) => a.expiresAt - b.expiresAt);
  const taken: Lot[] = [];
  let left = count;
  while (left > 0 && lots.length > 0) {
    const lot = lots[0]!;
    const used = Math.min(lot.count, left);
    taken.push({ count: used, expiresAt: lot.expiresAt });
    lot.count -= used;
    left -= used;
    if (lot.count === 0) lots.shift();
  }
  return taken;
}

/**
 * A client's stamps at `now` from their ledger (growth.md section 2). Each stamp keeps the expiry
 * computed when it was earned; a taking entry takes the unexpired stamps that expire first, and never
 * more than there are (the balance never goes below zero). A reward given back returns the very
 * stamps its order used, with their own expiry. Entries are read in time order.
 */
export function loyaltyBalance(entries: readonly LedgerEntry[], now: number): LoyaltyBalance {
  const lots: Lot[] = [];
  const usedByOrder = new Map<number, Lot[]>();
  const expire = (at: number) => {
    for (let index = lots.length - 1; index >= 0; index -= 1) if (lots[index]!.expiresAt <= at) lots.splice(index, 1);
  };
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    expire(entry.at);
    if (entry.kind === "given_back" && entry.orderId !== null) {
      lots.push(...(usedByOrder.get(entry.orderId) ?? []).map((lot) => ({ ...lot })));
      usedByOrder.delete(entry.orderId);
      expire(entry.at);
    } else if (entry.change > 0 && entry.expiresAt !== null) {
      lots.push({ count: entry.change, expiresAt: entry.expiresAt });
    } else if (entry.change < 0) {
      const taken = take(lots, -entry.change);
      if (entry.kind === "redeemed" && entry.orderId !== null) usedByOrder.set(entry.orderId, taken);
    }
  }
  expire(now);
  const stamps = lots.reduce((sum, lot) => sum + lot.count, 0);
  return { stamps, nextExpiryAt: stamps === 0 ? null : Math.min(...lots.map((lot) => lot.expiresAt)) };
}

/** When stamps earned at `at` expire under `stampDays` (epoch ms). */
export function stampExpiry(at: number, stampDays: number): number {
  return at + stampDays * 86_400_000;
}
