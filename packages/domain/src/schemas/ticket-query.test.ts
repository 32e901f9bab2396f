import { describe, expect, it } from "vitest";
import { parseOk } from "../../test-support/issues";
import { ticketQuerySchema } from "./ticket-query";

describe("ticket query", () => {
  it("reads the template and the width as a number of columns; no width is the store's", () => {
    expect(parseOk(ticketQuerySchema, { template: "delivery", width: "32" })).toEqual({ template: "delivery", width: 32 });
    expect(parseOk(ticketQuerySchema, { template: "kitchen", width: "48" })).toEqual({ template: "kitchen", width: 48 });
    expect(parseOk(ticketQuerySchema, { template: "kitchen" })).toEqual({ template: "kitchen" });
  });
});
