import { MESSAGES, productListQuerySchema } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { applyListQuery, contains, equals } from "./list-query";

const rows = [
  { id: 1, name: "Calabresa", amount: 49.9, active: true },
  { id: 2, name: "Margherita", amount: 52, active: false },
  { id: 3, name: "Pão de alho", amount: 12, active: true },
];
type Row = (typeof rows)[number];
const config = {
  where: { where_name: contains((row: Row) => row.name), where_amount: equals((row: Row) => row.amount), where_is_active: equals((row: Row) => row.active) },
  order: { order_name: (row: Row) => row.name, order_amount: (row: Row) => row.amount },
};
const query = (text: string) => applyListQuery(rows, new URLSearchParams(text), productListQuerySchema, config);
const ids = (text: string) => {
  const result = query(text);
  return "error" in result ? result : result.map((row) => row.id);
};

describe("the mock API's lists read the query with the resource's schema", () => {
  it("filters with the parsed values: contains ignores case and accents, 'Ambos' is no filter", () => {
    expect(query("where_name=PAO")).toEqual([rows[2]]);
    expect(query("where_amount=49.90&where_is_active=Ambos")).toEqual([rows[0]]);
    expect(query("where_is_active=false")).toEqual([rows[1]]);
  });

  it("sorts by the first sort the schema declares, then pages", () => {
    // order_name is declared before order_amount: it wins.
    expect(ids("order_amount=desc&order_name=desc")).toEqual([3, 2, 1]);
    expect(ids("order_amount=desc")).toEqual([2, 1, 3]);
    expect(ids("order_amount=asc&take=1&skip=1")).toEqual([1]);
  });

  it("answers a malformed value with the schema's message, as the API does", () => {
    expect(query("where_amount=abc")).toEqual({ error: MESSAGES.filterNumberInvalid });
    expect(query("where_is_active=talvez")).toEqual({ error: MESSAGES.filterBooleanInvalid });
  });
});
