import { beforeEach, describe, expect, it, vi } from "vitest";

// The store reads the browser's storage when its module loads, as on a page load.
const loadStore = async () => {
  vi.resetModules();
  return import("./reward-choice");
};

describe("the cart's reward choice (kept like the coupon)", () => {
  beforeEach(() => localStorage.clear());

  it("is read back from storage on a new page load", async () => {
    expect((await loadStore()).useRewardChoice.getState().chosen).toBe(false);
    localStorage.setItem("recompensa", "1");
    expect((await loadStore()).useRewardChoice.getState().chosen).toBe(true);
  });

  it("is written when chosen and removed when let go", async () => {
    const { setRewardChoice, useRewardChoice } = await loadStore();
    setRewardChoice(true);
    expect(localStorage.getItem("recompensa")).toBe("1");
    expect(useRewardChoice.getState().chosen).toBe(true);
    setRewardChoice(false);
    expect(localStorage.getItem("recompensa")).toBeNull();
    expect(useRewardChoice.getState().chosen).toBe(false);
  });
});
