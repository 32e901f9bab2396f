import { ledgerReason, type LoyaltyProgram, readLoyaltyProgram } from "@forno/domain/loyalty";
import { type LoyaltyHistoryEntry } from "@forno/domain/schemas";

/** The loyalty card of the mock store (growth.md section 2): its program and the signed-in client's ledger, as read. */
export interface MockLoyalty {
  /** The `loyalty.*` settings: a new store's (off, 10 stamps, a free pizza up to R$ 60,00, Pizzas Grandes). */
  program: LoyaltyProgram;
  /** The client's unexpired stamps (before those a reward order not yet paid holds). */
  stamps: number;
  nextExpiryAt: string | null;
  /** Newest first, as GET /clients/me/loyalty answers it. */
  history: LoyaltyHistoryEntry[];
}

export function mockLoyalty(): MockLoyalty {
  return {
    program: readLoyaltyProgram(() => undefined),
    stamps: 7,
    nextExpiryAt: "2027-02-24T23:10:00.000Z",
    history: [
      { at: "2026-11-26T23:10:00.000Z", change: 2, reason: ledgerReason("earned", 1042), order_id: 1, staff_id: null, staff_name: null },
      { at: "2026-11-20T22:30:00.000Z", change: 1, reason: "Cortesia pelo atraso", order_id: null, staff_id: 2, staff_name: "Equipe Forno" },
      { at: "2026-11-02T21:00:00.000Z", change: -10, reason: ledgerReason("redeemed", 1030), order_id: 30, staff_id: null, staff_name: null },
      { at: "2026-10-30T23:40:00.000Z", change: 4, reason: ledgerReason("earned", 1028), order_id: 28, staff_id: null, staff_name: null },
    ],
  };
}
