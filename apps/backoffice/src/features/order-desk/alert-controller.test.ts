import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAlertController, RING_REPEAT_MS } from "./alert-controller";

function recordingPlayer() {
  const played: string[] = [];
  return { played, playNewOrder: () => played.push("new"), playCancelled: () => played.push("cancelled") };
}

describe("the alert controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rings at once and again every few seconds while orders wait, and stops when none is left", () => {
    const player = recordingPlayer();
    const alert = createAlertController(player);
    alert.update({ newOrders: 1, muted: false });
    expect(player.played).toEqual(["new"]);
    vi.advanceTimersByTime(RING_REPEAT_MS * 2);
    expect(player.played).toEqual(["new", "new", "new"]);
    alert.update({ newOrders: 2, muted: false });
    expect(player.played).toHaveLength(3);
    alert.update({ newOrders: 0, muted: false });
    expect(alert.ringing).toBe(false);
    vi.advanceTimersByTime(RING_REPEAT_MS * 3);
    expect(player.played).toHaveLength(3);
  });

  it("stays silent while muted, and rings again when unmuted with orders waiting", () => {
    const player = recordingPlayer();
    const alert = createAlertController(player);
    alert.update({ newOrders: 1, muted: true });
    vi.advanceTimersByTime(RING_REPEAT_MS * 2);
    expect(player.played).toEqual([]);
    alert.update({ newOrders: 1, muted: false });
    expect(player.played).toEqual(["new"]);
    alert.cancelled(true);
    alert.cancelled(false);
    expect(player.played).toEqual(["new", "cancelled"]);
    alert.dispose();
    vi.advanceTimersByTime(RING_REPEAT_MS * 2);
    expect(player.played).toEqual(["new", "cancelled"]);
  });
});
