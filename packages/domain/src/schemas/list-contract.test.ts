import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type ListFilterName,
  type ListParams,
  type ListSortName,
  cepListQuerySchema,
  listParamsFromText,
  listQueryNames,
  type orderListQuerySchema,
  productListQuerySchema,
  settingListQuerySchema,
} from "./index";

describe("the typed list contract (decision 0920)", () => {
  it("names a resource's filters and sorts in declaration order", () => {
    expect(listQueryNames(cepListQuerySchema)).toEqual({
      filters: ["where_postal_code", "where_neighborhood", "where_amount", "where_active"],
      sorts: ["order_postal_code", "order_neighborhood", "order_amount"],
    });
    expect(listQueryNames(settingListQuerySchema)).toEqual({ filters: [], sorts: ["order_id", "order_description"] });
  });

  it("reads URL text with the schema: unknown names dropped, 'no filter' dropped, values kept as typed", () => {
    const url = new URLSearchParams("where_name=Margh&where_amount=10.00&where_is_active=&where_featured=Ambos&where_nome=x&order_amount=desc&take=5&utm=y");
    expect(listParamsFromText(productListQuerySchema, url)).toEqual({ where_name: "Margh", where_amount: "10.00", order_amount: "desc" });
  });

  it("drops a sort direction other than asc/desc, keeps a rejected filter for the API to report", () => {
    expect(listParamsFromText(productListQuerySchema, [["order_name", "up"]])).toEqual({});
    expect(listParamsFromText(productListQuerySchema, [["where_amount", "abc"]])).toEqual({ where_amount: "abc" });
  });

  it("types filter and sort names from the schema", () => {
    expectTypeOf<ListFilterName<typeof cepListQuerySchema>>().toEqualTypeOf<"where_postal_code" | "where_neighborhood" | "where_amount" | "where_active">();
    expectTypeOf<ListSortName<typeof cepListQuerySchema>>().toEqualTypeOf<"order_postal_code" | "order_neighborhood" | "order_amount">();
    expectTypeOf<ListFilterName<typeof settingListQuerySchema>>().toEqualTypeOf<never>();
    const history: ListParams<typeof orderListQuerySchema> = { order_id: "desc", where_not_to_state: "PENDING", take: 20 };
    expect(history.order_id).toBe("desc");
    // @ts-expect-error a misspelt filter is a type error
    const misspelt: ListParams<typeof orderListQuerySchema> = { where_not_to_sate: "PENDING" };
    // @ts-expect-error so is a state the schema does not know
    const unknownState: ListParams<typeof orderListQuerySchema> = { where_not_to_state: "PENDENTE" };
    // @ts-expect-error and a sort the resource does not offer
    const unknownSort: ListParams<typeof settingListQuerySchema> = { order_value: "asc" };
    expect([misspelt, unknownState, unknownSort]).toHaveLength(3);
  });
});
