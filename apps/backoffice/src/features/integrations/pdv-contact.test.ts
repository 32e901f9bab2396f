import { describe, expect, it } from "vitest";
import { agoText, PDV_STALE_AFTER_MS, pdvContact } from "./pdv-contact";

const NOW = Date.parse("2026-11-24T23:30:00.000Z");
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe("the PDV's last contact", () => {
  it("reads the silence in minutes, hours and days", () => {
    expect(agoText(30_000)).toBe("agora mesmo");
    expect(agoText(-5_000)).toBe("agora mesmo");
    expect(agoText(2 * MINUTE + 59_000)).toBe("há 2 min");
    expect(agoText(59 * MINUTE)).toBe("há 59 min");
    expect(agoText(60 * MINUTE)).toBe("há 1 h");
    expect(agoText(65 * MINUTE)).toBe("há 1 h 05 min");
    expect(agoText(24 * 60 * MINUTE)).toBe("há 1 dia");
    expect(agoText(3 * 24 * 60 * MINUTE + 5)).toBe("há 3 dias");
  });

  it("is never, recent up to the limit, then stale while the store is open and quiet while it is closed", () => {
    expect(pdvContact(null, NOW, true)).toEqual({ level: "never", ago: null, at: null });
    expect(pdvContact(before(2 * MINUTE), NOW, true)).toEqual({ level: "recent", ago: "há 2 min", at: "24/11/26, 20:28:00" });
    expect(pdvContact(before(PDV_STALE_AFTER_MS), NOW, true).level).toBe("recent");
    expect(pdvContact(before(PDV_STALE_AFTER_MS + 1_000), NOW, true).level).toBe("stale");
    expect(pdvContact(before(PDV_STALE_AFTER_MS + 1_000), NOW, false).level).toBe("quiet");
    expect(pdvContact(before(MINUTE), NOW, false).level).toBe("recent");
  });
});
