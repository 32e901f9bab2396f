import { describe, expect, it } from "vitest";
import { memoryTokenStore } from "../token-store";
import { createStaffApiClient } from "./staff-client";

describe("the staff's lists", () => {
  it("types list() params from the resource's schema: a misspelt filter or sort does not compile", () => {
    const api = createStaffApiClient({ baseUrl: "http://localhost:1", tokenStore: memoryTokenStore(null) });
    const calls = [
      // @ts-expect-error where_nmae is not a product filter
      () => api.products.list({ where_nmae: "Calabresa" }),
      // @ts-expect-error clients sort by name only
      () => api.clients.list({ order_phone: "asc" }),
      // @ts-expect-error a boolean filter takes a boolean (or its text), not a number
      () => api.ceps.list({ where_active: 1 }),
      () => api.products.list({ where_name: "Calabresa", where_is_active: true, order_group: "asc", take: 10 }),
    ];
    expect(calls).toHaveLength(4);
  });
});
