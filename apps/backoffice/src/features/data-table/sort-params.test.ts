import { productListQuerySchema } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { sortParams } from "./sort-params";
import { type FilterDef, type SortState } from "./types";

describe("a table names its filters and sorts from the list's schema", () => {
  it("a declared sort passes through; a misspelt filter, sort or default sort does not compile", () => {
    const sortBy = sortParams(productListQuerySchema);
    expect(sortBy("order_name")).toBe("order_name");
    // @ts-expect-error products sort by name, not "nome"
    sortBy("order_nome");
    // @ts-expect-error the product filter is where_product_group
    const filter: FilterDef<typeof productListQuerySchema> = { param: "where_group", label: "Grupo", kind: "text" };
    // @ts-expect-error products do not sort by creation time
    const sort: SortState<typeof productListQuerySchema> = { param: "order_created_at", direction: "desc" };
    expect([filter.param, sort.param]).toEqual(["where_group", "order_created_at"]);
  });
});
