/** The card's figures from the client's unexpired stamps (growth.md section 2). */
export interface LoyaltyCardFigures {
  /** Stamps free to use: unexpired, less those held by a reward order not yet paid. */
  stamps: number;
  rewardsAvailable: number;
}

/**
 * Stamps free to use and rewards available: every `needed` of them is one reward; an order placed
 * with the reward and not yet paid or cancelled holds `needed` of them (`pendingRewards` such orders).
 */
export function loyaltyCardFigures(unexpired: number, needed: number, pendingRewards: number): LoyaltyCardFigures {
  const stamps = Math.max(0, unexpired - pendingRewards * needed);
  return { stamps, rewardsAvailable: needed > 0 ? Math.floor(stamps / needed) : 0 };
}

/** How many of the card's `needed` stamps are drawn filled: a full card stays full while its reward waits. */
export function filledStamps(stamps: number, needed: number): number {
  if (needed <= 0 || stamps <= 0) return 0;
  const rest = stamps % needed;
  return rest === 0 ? needed : rest;
}

/** "7 de 10": the card's progress. */
export function cardProgressText(stamps: number, needed: number): string {
  return `${filledStamps(stamps, needed)} de ${needed}`;
}

/** "1 selo", "2 selos". */
export function stampsText(count: number): string {
  return `${count} ${Math.abs(count) === 1 ? "selo" : "selos"}`;
}
