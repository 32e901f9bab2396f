import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { cardProgressText, filledStamps, loyaltyCardFigures, stampsText } from "./loyalty-card";
import { ledgerReason } from "./loyalty-reasons";

describe("the card's figures and words (growth.md section 2)", () => {
  it("every `needed` free stamps is one reward; an unpaid reward order holds its stamps", () => {
    expect(loyaltyCardFigures(7, 10, 0)).toEqual({ stamps: 7, rewardsAvailable: 0 });
    expect(loyaltyCardFigures(23, 10, 0)).toEqual({ stamps: 23, rewardsAvailable: 2 });
    expect(loyaltyCardFigures(12, 10, 1)).toEqual({ stamps: 2, rewardsAvailable: 0 });
    expect(loyaltyCardFigures(5, 10, 1)).toEqual({ stamps: 0, rewardsAvailable: 0 });
  });

  it('"7 de 10"; a full card stays full while its reward waits, then starts again', () => {
    expect(cardProgressText(7, 10)).toBe("7 de 10");
    expect(cardProgressText(0, 10)).toBe("0 de 10");
    expect(cardProgressText(2, 2)).toBe("2 de 2");
    expect(cardProgressText(3, 2)).toBe("1 de 2");
    expect(filledStamps(20, 10)).toBe(10);
  });

  it("for any stamps: the drawn stamps are within the card and full only when a reward waits", PROPERTY_TEST_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 2, max: 50 }), (stamps, needed) => {
        const filled = filledStamps(stamps, needed);
        expect(filled).toBeGreaterThanOrEqual(0);
        expect(filled).toBeLessThanOrEqual(needed);
        expect(filled === needed).toBe(loyaltyCardFigures(stamps, needed, 0).rewardsAvailable > 0 && stamps % needed === 0);
      }),
    );
  });

  it("says stamps and the history's reasons in the customer's words", () => {
    expect([stampsText(1), stampsText(2), stampsText(-1), stampsText(0)]).toEqual(["1 selo", "2 selos", "-1 selo", "0 selos"]);
    expect(ledgerReason("earned", 1042)).toBe("Pedido #1042 entregue");
    expect(ledgerReason("taken_back", 1042)).toBe("Pedido #1042 cancelado ou estornado");
    expect(ledgerReason("redeemed", 1043)).toBe("Recompensa usada no pedido #1043");
    expect(ledgerReason("given_back", 1043)).toBe("Recompensa devolvida: pedido #1043 cancelado");
  });
});
