import { describe, expect, it } from "vitest";
import { formatCoordinate, parseCoordinate } from "./parse-coordinate";

describe("a delivery area's coordinates as typed by staff (operations.md section 7)", () => {
  it("reads decimal degrees with a comma or a point; empty is unset; anything else is not a number", () => {
    expect(parseCoordinate("-23,5613")).toBe(-23.5613);
    expect(parseCoordinate(" -46.6565 ")).toBe(-46.6565);
    expect(parseCoordinate("+12")).toBe(12);
    expect(parseCoordinate("")).toBeNull();
    expect(parseCoordinate("   ")).toBeNull();
    expect(parseCoordinate("-180")).toBe(-180);
    for (const text of ["abc", "-23,56,13", "1.234,5", "23°33'", "1e2", "-", ",", "1234", "12.", ".5", "a12", "12a", "--12"]) expect(parseCoordinate(text), text).toBeNaN();
  });

  it("shows a stored coordinate with the decimal comma", () => {
    expect(formatCoordinate(-23.5613)).toBe("-23,5613");
    expect(formatCoordinate(0)).toBe("0");
    expect(formatCoordinate(null)).toBe("");
  });
});
