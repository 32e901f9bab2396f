import { type LoyaltySettingKey, ledgerReason, loyaltyCardFigures, readLoyaltyProgram, rewardName, stampExpiry } from "@forno/domain/loyalty";
import { type ListedClient, type LoyaltyCard, type LoyaltyHistoryEntry, type Setting } from "@forno/domain/schemas";

/** What the mock's loyalty card reads of the mock store. */
export interface LoyaltyMockData {
  settings: readonly Setting[];
  /** Each client's history, oldest first, by client id. */
  loyaltyHistory: Record<number, LoyaltyHistoryEntry[]>;
}

/** The mock store's loyalty program, read from its settings as the API reads them. */
export function mockLoyaltyProgram(data: Pick<LoyaltyMockData, "settings">) {
  return readLoyaltyProgram((key: LoyaltySettingKey) => data.settings.find((setting) => setting.key === key)?.value);
}

/**
 * A client's card in the mock: its stamps are the listed client's `loyalty_stamps` (no expiry, no
 * reward order waiting); the next expiry is its oldest stamp's, counted from when it was added.
 */
export function mockLoyaltyCard(data: LoyaltyMockData, client: ListedClient): LoyaltyCard {
  const program = mockLoyaltyProgram(data);
  const history = data.loyaltyHistory[client.id] ?? [];
  const figures = loyaltyCardFigures(client.loyalty_stamps, program.stampsNeeded, 0);
  const firstAdded = history.find((entry) => entry.change > 0);
  return {
    enabled: program.enabled,
    stamps: figures.stamps,
    needed: program.stampsNeeded,
    rewards_available: figures.rewardsAvailable,
    next_expiry_at: figures.stamps > 0 && firstAdded ? new Date(stampExpiry(Date.parse(firstAdded.at), program.stampDays)).toISOString() : null,
    reward: rewardName(program),
    history: [...history].reverse(),
  };
}

/**
 * The history the mock's clients start with, oldest first, adding up to their stamps: the stamps of
 * a delivered order, and for the fourth client a staff adjustment too.
 */
export function mockLoyaltyHistory(clients: readonly ListedClient[]): Record<number, LoyaltyHistoryEntry[]> {
  const history: Record<number, LoyaltyHistoryEntry[]> = {};
  for (const client of clients) {
    if (client.loyalty_stamps === 0) continue;
    const fromOrder = client.id % 4 === 0 ? client.loyalty_stamps - 1 : client.loyalty_stamps;
    const entries: LoyaltyHistoryEntry[] = [{ at: "2025-05-03T22:10:00.000Z", change: fromOrder, reason: ledgerReason("earned", 1000 + client.id), order_id: client.id, staff_id: null, staff_name: null }];
    if (fromOrder < client.loyalty_stamps) entries.push({ at: "2025-05-06T21:30:00.000Z", change: 1, reason: "Pizza chegou fria, cortesia", order_id: null, staff_id: 1, staff_name: "Carlos Gerente" });
    history[client.id] = entries;
  }
  return history;
}
