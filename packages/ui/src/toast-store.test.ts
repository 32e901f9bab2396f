import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast, TOAST_DURATION_MS, useToastStore } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("adds toasts in order, each with its own id, and each leaves after 5 s", () => {
    showToast({ text: "Produto salvo" });
    vi.advanceTimersByTime(1_000);
    showToast({ text: "CEP salvo", type: "success" });
    const [first, second] = useToastStore.getState().toasts;
    expect([first?.text, second?.text]).toEqual(["Produto salvo", "CEP salvo"]);
    expect(first?.id).not.toBe(second?.id);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1_000);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(["CEP salvo"]);
    vi.advanceTimersByTime(1_000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("keeps a toast for the time given, and dismiss removes one at once", () => {
    showToast({ text: "Longo" }, 10_000);
    showToast({ text: "Curto" });
    const short = useToastStore.getState().toasts[1]!;
    useToastStore.getState().dismiss(short.id);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(["Longo"]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(["Longo"]);
    vi.advanceTimersByTime(5_000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
