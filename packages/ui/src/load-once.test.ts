import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once: every call gets the first call's promise", async () => {
    const load = vi.fn(async () => "chunk");
    const once = loadOnce(load);
    const first = once();
    expect(once()).toBe(first);
    await expect(first).resolves.toBe("chunk");
    expect(once()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next call tries again (a chunk asked for while offline)", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("chunk");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    await expect(once()).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
