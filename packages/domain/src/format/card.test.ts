import { describe, expect, it } from "vitest";
import { formatCardExpiry, formatCardNumber, formatSecurityCode } from "./card";

describe("card formatters (while typing)", () => {
  it("groups the card number by four, digits only, at most 19", () => {
    expect(formatCardNumber("4235647728025682")).toBe("4235 6477 2802 5682");
    expect(formatCardNumber("4235-6477 28")).toBe("4235 6477 28");
    expect(formatCardNumber("4235")).toBe("4235");
    expect(formatCardNumber("1".repeat(25))).toBe("1111 1111 1111 1111 111");
  });

  it("writes the expiry as MM/AA", () => {
    expect(formatCardExpiry("1")).toBe("1");
    expect(formatCardExpiry("11")).toBe("11");
    expect(formatCardExpiry("113")).toBe("11/3");
    expect(formatCardExpiry("11/305")).toBe("11/30");
  });

  it("keeps at most four digits of the security code", () => {
    expect(formatSecurityCode("12a34 5")).toBe("1234");
  });
});
