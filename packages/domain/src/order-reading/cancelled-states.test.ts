import { describe, expect, it } from "vitest";
import { ORDER_STATES } from "../orders/order-states";
import { CANCELLED_ORDER_STATES, isCancelledOrderState } from "./cancelled-states";

describe("the cancelled states (operations.md section 4)", () => {
  it("are cancelled by the client, by the store, and refunded", () => {
    expect([...CANCELLED_ORDER_STATES].sort()).toEqual(["CANCELLED_CLIENT", "CANCELLED_STORE", "REFUNDED"]);
  });

  it("an order in any other state still counts", () => {
    for (const state of ORDER_STATES) expect(isCancelledOrderState(state)).toBe((CANCELLED_ORDER_STATES as readonly string[]).includes(state));
    expect(isCancelledOrderState(undefined)).toBe(false);
    expect(isCancelledOrderState(null)).toBe(false);
  });
});
