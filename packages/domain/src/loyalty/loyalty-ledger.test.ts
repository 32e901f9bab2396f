import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { type LedgerEntry, loyaltyBalance, stampExpiry } from "./loyalty-ledger";

const DAY = 86_400_000;
const earned = (at: number, change: number, days = 90, orderId: number | null = 1): LedgerEntry => ({ at, kind: "earned", change, orderId, expiresAt: stampExpiry(at, days) });
const taking = (at: number, kind: LedgerEntry["kind"], change: number, orderId: number | null = null): LedgerEntry => ({ at, kind, change: -change, orderId, expiresAt: null });

describe("a client's stamps from the ledger (growth.md section 2)", () => {
  it("adds earned stamps and says when the next one expires", () => {
    expect(loyaltyBalance([earned(0, 2), earned(10 * DAY, 3)], 20 * DAY)).toEqual({ stamps: 5, nextExpiryAt: 90 * DAY });
    expect(loyaltyBalance([], 0)).toEqual({ stamps: 0, nextExpiryAt: null });
  });

  it("each stamp keeps the expiry computed when it was earned (a change of stamp_days applies afterwards)", () => {
    const entries = [earned(0, 2, 30), earned(10 * DAY, 1, 90)];
    expect(loyaltyBalance(entries, 29 * DAY).stamps).toBe(3);
    expect(loyaltyBalance(entries, 30 * DAY)).toEqual({ stamps: 1, nextExpiryAt: 100 * DAY });
    expect(loyaltyBalance(entries, 100 * DAY)).toEqual({ stamps: 0, nextExpiryAt: null });
  });

  it("takes the stamps that expire first, and never below zero", () => {
    const entries = [earned(0, 2, 30), earned(DAY, 2, 90), taking(2 * DAY, "adjusted", 3)];
    expect(loyaltyBalance(entries, 3 * DAY)).toEqual({ stamps: 1, nextExpiryAt: 91 * DAY });
    expect(loyaltyBalance([earned(0, 1), taking(DAY, "taken_back", 5)], 2 * DAY)).toEqual({ stamps: 0, nextExpiryAt: null });
    // Expired stamps are not there to be taken: the later ones are.
    expect(loyaltyBalance([earned(0, 2, 1), earned(0, 2, 90), taking(2 * DAY, "redeemed", 2, 7)], 3 * DAY).stamps).toBe(0);
  });

  it("a reward given back returns the very stamps its order used, with their own expiry", () => {
    const entries = [earned(0, 2, 30), earned(5 * DAY, 2, 90), taking(6 * DAY, "redeemed", 2, 9), { at: 7 * DAY, kind: "given_back", change: 2, orderId: 9, expiresAt: null } as LedgerEntry];
    expect(loyaltyBalance(entries, 8 * DAY)).toEqual({ stamps: 4, nextExpiryAt: 30 * DAY });
    expect(loyaltyBalance(entries, 31 * DAY).stamps).toBe(2);
    // Given back after they expired: nothing comes back.
    const late = [earned(0, 2, 30), taking(DAY, "redeemed", 2, 9), { at: 40 * DAY, kind: "given_back", change: 2, orderId: 9, expiresAt: null } as LedgerEntry];
    expect(loyaltyBalance(late, 41 * DAY).stamps).toBe(0);
  });

  const entry: fc.Arbitrary<LedgerEntry> = fc.oneof(
    fc.record({ at: fc.integer({ min: 0, max: 400 }), change: fc.integer({ min: 1, max: 5 }), days: fc.integer({ min: 1, max: 200 }) }).map(({ at, change, days }) => earned(at * DAY, change, days)),
    fc.record({ at: fc.integer({ min: 0, max: 400 }), change: fc.integer({ min: 1, max: 10 }), kind: fc.constantFrom("taken_back" as const, "adjusted" as const) }).map(({ at, change, kind }) => taking(at * DAY, kind, change)),
  );

  it("for any ledger: never negative, never more than was ever added, and later never more (nothing happens between entries)", PROPERTY_TEST_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.integer({ min: 400, max: 800 }), (entries, later) => {
        const balance = loyaltyBalance(entries, 400 * DAY);
        expect(balance.stamps).toBeGreaterThanOrEqual(0);
        expect(balance.stamps).toBeLessThanOrEqual(entries.reduce((sum, e) => sum + Math.max(0, e.change), 0));
        expect(loyaltyBalance(entries, later * DAY).stamps).toBeLessThanOrEqual(balance.stamps);
        if (balance.stamps > 0) expect(balance.nextExpiryAt).toBeGreaterThan(400 * DAY);
      }),
    );
  });

  it("a reward redeemed and given back leaves the balance as if it had never been used", PROPERTY_TEST_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.integer({ min: 1, max: 10 }), (entries, needed) => {
        const now = 500 * DAY;
        const redeemed = [...entries, taking(450 * DAY, "redeemed", needed, 42), { at: 460 * DAY, kind: "given_back", change: needed, orderId: 42, expiresAt: null } as LedgerEntry];
        expect(loyaltyBalance(redeemed, now)).toEqual(loyaltyBalance(entries, now));
      }),
    );
  });
});
