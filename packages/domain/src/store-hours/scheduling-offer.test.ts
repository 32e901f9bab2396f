import { describe, expect, it } from "vitest";
import { orderingMode } from "./scheduling-offer";

describe("orderingMode", () => {
  it("offers now (and scheduling) while open", () => {
    expect(orderingMode({ online: true, is_open: true, accept_scheduled_when_closed: false })).toBe("now");
  });
  it("offers only scheduling while closed when the store accepts it", () => {
    expect(orderingMode({ online: true, is_open: false, accept_scheduled_when_closed: true })).toBe("scheduled-only");
    expect(orderingMode({ online: true, is_open: false, accept_scheduled_when_closed: false })).toBe("none");
  });
  it("offers nothing while offline, whatever the rest says", () => {
    expect(orderingMode({ online: false, is_open: true, accept_scheduled_when_closed: true })).toBe("none");
  });
});
