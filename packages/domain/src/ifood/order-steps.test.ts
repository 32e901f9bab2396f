import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATES, canTransition } from "../orders";
import { confirmCountdownText, confirmDeadline, ifoodCallsFor, ifoodEventTarget, ifoodMoves, pendingIfoodCalls } from "./order-steps";
import { ifoodDiscount } from "./order-money";

describe("desk moves to iFood's status calls (growth.md section 4)", () => {
  it("Aceitar is confirm then startPreparation; leaving is dispatch, or readyToPickup for takeout; nothing before acceptance", () => {
    expect(ifoodCallsFor("PAID", true)).toEqual([]);
    expect(ifoodCallsFor("PREPARATION", true)).toEqual(["confirm", "startPreparation"]);
    expect(ifoodCallsFor("DISPATCHED", true)).toEqual(["confirm", "startPreparation", "dispatch"]);
    expect(ifoodCallsFor("DISPATCHED", false)).toEqual(["confirm", "startPreparation", "readyToPickup"]);
    expect(ifoodCallsFor("DELIVERED", true)).toEqual(["confirm", "startPreparation", "dispatch"]);
    expect(ifoodCallsFor("CANCELLED_STORE", true)).toEqual([]);
  });

  it("only the calls iFood was not told yet, in order", () => {
    expect(pendingIfoodCalls("DISPATCHED", true, ["confirm"])).toEqual(["startPreparation", "dispatch"]);
    expect(pendingIfoodCalls("PREPARATION", true, ["confirm", "startPreparation"])).toEqual([]);
  });
});

describe("iFood's events through the same state machine", () => {
  it.each([
    ["CFM", true, false, "PREPARATION"],
    ["RTP", false, false, "DISPATCHED"],
    ["RTP", true, false, null],
    ["DSP", true, false, "DISPATCHED"],
    ["CON", true, false, "DELIVERED"],
    ["CAN", true, true, "CANCELLED_STORE"],
    ["CAN", true, false, "CANCELLED_CLIENT"],
    ["CAR", true, false, null],
    ["XYZ", true, false, null],
  ] as const)("%s (delivery %s, store asked to cancel %s) takes the order to %s", (code, delivery, requested, target) => {
    expect(ifoodEventTarget(code, delivery, requested)).toBe(target);
  });

  it("walks forward one allowed move at a time and never back: an event for a step already taken changes nothing", () => {
    expect(ifoodMoves("PAID", "DELIVERED")).toEqual(["PREPARATION", "DISPATCHED", "DELIVERED"]);
    expect(ifoodMoves("DISPATCHED", "PREPARATION")).toEqual([]);
    expect(ifoodMoves("PREPARATION", "PREPARATION")).toEqual([]);
    expect(ifoodMoves("PAID", "CANCELLED_CLIENT")).toEqual(["CANCELLED_CLIENT"]);
    expect(ifoodMoves("DISPATCHED", "CANCELLED_STORE")).toEqual(["CANCELLED_STORE"]);
    expect(ifoodMoves("DELIVERED", "CANCELLED_CLIENT")).toEqual([]);
    expect(ifoodMoves("CANCELLED_CLIENT", "CANCELLED_STORE")).toEqual([]);
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.constantFrom(...ORDER_STATES), (from, target) => {
        let at = from;
        for (const to of ifoodMoves(from, target)) {
          expect(canTransition(at, to, "ifood")).toBe(true);
          at = to;
        }
      }),
    );
  });

  it("iFood may cancel a paid, preparing or dispatched order; staff still may not cancel a dispatched one", () => {
    expect(canTransition("PAID", "CANCELLED_CLIENT", "ifood")).toBe(true);
    expect(canTransition("PREPARATION", "CANCELLED_CLIENT", "ifood")).toBe(true);
    expect(canTransition("DISPATCHED", "CANCELLED_STORE", "ifood")).toBe(true);
    expect(canTransition("PAID", "CANCELLED_CLIENT")).toBe(false);
    expect(canTransition("DISPATCHED", "CANCELLED_STORE")).toBe(false);
    expect(canTransition("PENDING", "PAID", "ifood")).toBe(true);
    expect(canTransition("PENDING", "PAID", "system")).toBe(false);
  });
});

describe("the 8-minute confirmation", () => {
  it("counts down to iFood's deadline as Confirme em M:SS", () => {
    expect(confirmDeadline("2026-11-24T22:00:00.000Z")).toBe(Date.parse("2026-11-24T22:08:00.000Z"));
    expect(confirmCountdownText(8 * 60_000)).toBe("Confirme em 8:00");
    expect(confirmCountdownText(7 * 60_000 + 5_000)).toBe("Confirme em 7:05");
    expect(confirmCountdownText(59_001)).toBe("Confirme em 1:00");
    expect(confirmCountdownText(1)).toBe("Confirme em 0:01");
    expect(confirmCountdownText(-3_000)).toBe("Confirme em 0:00");
  });
});

describe("the marketplace discount and its sponsor", () => {
  const benefit = (...shares: Array<[string, number]>) => ({ value: shares.reduce((sum, [, value]) => sum + value, 0), sponsorshipValues: shares.map(([name, value]) => ({ name, value })) });
  it("sums the benefits; iFood alone is marketplace, the store alone is store, both are shared", () => {
    expect(ifoodDiscount([])).toEqual({ centavos: 0, sponsor: null });
    expect(ifoodDiscount([benefit(["IFOOD", 10])])).toEqual({ centavos: 1000, sponsor: "marketplace" });
    expect(ifoodDiscount([benefit(["MERCHANT", 7.5])])).toEqual({ centavos: 750, sponsor: "store" });
    expect(ifoodDiscount([benefit(["IFOOD", 5], ["MERCHANT", 5])])).toEqual({ centavos: 1000, sponsor: "shared" });
    expect(ifoodDiscount([benefit(["IFOOD", 3]), benefit(["MERCHANT", 2.25])])).toEqual({ centavos: 525, sponsor: "shared" });
    expect(ifoodDiscount([{ value: 4, sponsorshipValues: [] }])).toEqual({ centavos: 400, sponsor: "marketplace" });
  });
});
