import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstScreen } from "./after-first-screen";

// Background work waits for the page's load, then 2 s (the screen's data and photos), then an idle moment.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("afterFirstScreen", () => {
  it("runs the work 2 s after the load event, not before", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("counts the 2 s from now when the page has already loaded", async () => {
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled, before or after the load event", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const beforeLoad = vi.fn();
    afterFirstScreen(beforeLoad)();
    window.dispatchEvent(new Event("load"));
    const afterLoad = vi.fn();
    const cancel = afterFirstScreen(afterLoad);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
