import { describe, expect, it } from "vitest";
import { needsRenewal, TOKEN_RENEWAL_AGE_MS } from "./token-renewal";

describe("needsRenewal", () => {
  const now = Date.UTC(2025, 4, 10, 12, 0, 0);
  it("renews at exactly 24 hours and after", () => {
    expect(needsRenewal((now - TOKEN_RENEWAL_AGE_MS) / 1000, now)).toBe(true);
    expect(needsRenewal((now - TOKEN_RENEWAL_AGE_MS - 60_000) / 1000, now)).toBe(true);
  });
  it("keeps a younger token", () => {
    expect(needsRenewal((now - TOKEN_RENEWAL_AGE_MS + 1000) / 1000, now)).toBe(false);
  });
});
