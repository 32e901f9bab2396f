import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import {
  PG_INTEGER_MAX,
  activeFilters,
  clientListQuerySchema,
  driverListQuerySchema,
  productAdditionalListQuerySchema,
  idParamSchema,
  idSchema,
  whereIntegerSchema,
  activeSort,
  hasNextPage,
  listQuerySchema,
  orderListQuerySchema,
  productListQuerySchema,
  PRODUCT_SORT_FIELDS,
  skipForPage,
  whereBooleanSchema,
  whereTextSchema,
} from "./index";

describe("list query helper (architecture section 3)", () => {
  const schema = listQuerySchema({ where: { where_name: whereTextSchema, where_active: whereBooleanSchema }, order: ["id", "name"] });

  it("defaults take to 20 and skip to 0", () => {
    expect(parseOk(schema, {})).toEqual({ take: 20, skip: 0 });
  });

  it.each([
    [{ take: "100" }, { take: 100, skip: 0 }],
    [{ take: "5", skip: "40" }, { take: 5, skip: 40 }],
    [{ where_name: "marg" }, { take: 20, skip: 0, where_name: "marg" }],
    [{ where_name: "" }, { take: 20, skip: 0 }],
    [{ where_active: "Ambos" }, { take: 20, skip: 0 }],
    [{ where_active: "false" }, { take: 20, skip: 0, where_active: false }],
    [{ order_name: "desc" }, { take: 20, skip: 0, order_name: "desc" }],
    [{ unknown: "x" }, { take: 20, skip: 0 }],
  ])("%j -> %j", (query, expected) => {
    expect(parseOk(schema, query)).toEqual(expected);
  });

  it.each([
    [{ take: "101" }, "take"],
    [{ take: "0" }, "take"],
    [{ take: "abc" }, "take"],
    [{ skip: "-1" }, "skip"],
    [{ order_id: "up" }, "order_id"],
    [{ where_active: "maybe" }, "where_active"],
  ])("rejects %j", (query, field) => {
    expect(fieldMessages(schema, query, field)).not.toEqual([]);
  });

  it("applies one sort at a time: the first declared field wins", () => {
    expect(activeSort({ order_name: "asc", order_id: "desc" }, ["id", "name"])).toEqual({ field: "id", direction: "desc" });
    expect(activeSort({}, ["id", "name"])).toBeUndefined();
  });

  it("lists the filters that are set, without the prefix", () => {
    expect(activeFilters(parseOk(schema, { where_name: "marg", where_active: "" }))).toEqual({ name: "marg" });
    expect(Object.keys(activeFilters({ where_name: undefined, where_id: 3, take: 20 }))).toEqual(["id"]);
  });

  it("pages: skip = (page - 1) * take; a next page exists only after a full page", () => {
    expect([skipForPage(1), skipForPage(3), skipForPage(2, 50)]).toEqual([0, 40, 50]);
    expect([hasNextPage(20), hasNextPage(19), hasNextPage(25)]).toEqual([true, false, true]);
  });
});

describe("resource list queries", () => {
  it("storefront catalogue and home queries", () => {
    const q = parseOk(productListQuerySchema, { where_featured: "true", where_is_active: "true", order_group: "asc", take: "10" });
    expect(q).toEqual({ take: 10, skip: 0, where_featured: true, where_is_active: true, order_group: "asc" });
    expect(activeSort(q, PRODUCT_SORT_FIELDS)).toEqual({ field: "group", direction: "asc" });
  });

  it("backoffice list queries of additionals, drivers and clients", () => {
    expect(parseOk(productAdditionalListQuerySchema, { where_category: "Borda", where_is_active: "false", order_amount: "desc" })).toEqual({
      take: 20,
      skip: 0,
      where_category: "Borda",
      where_is_active: false,
      order_amount: "desc",
    });
    expect(parseOk(driverListQuerySchema, { where_name: "João", where_id: "2", order_name: "asc" })).toEqual({ take: 20, skip: 0, where_name: "João", where_id: 2, order_name: "asc" });
    expect(parseOk(clientListQuerySchema, { where_name: "Maria", where_phone: "9876", order_name: "desc" })).toEqual({ take: 20, skip: 0, where_name: "Maria", where_phone: "9876", order_name: "desc" });
  });

  it("storefront order list query", () => {
    const q = parseOk(orderListQuerySchema, { order_id: "desc", take: "20", skip: "20", where_not_to_state: "PENDING" });
    expect(q).toEqual({ take: 20, skip: 20, order_id: "desc", where_not_to_state: "PENDING" });
  });
});

describe("integer filters and ids within PostgreSQL's integer", () => {
  it("reads where_id as an integer, refuses one beyond 2147483647 and treats \"\" as no filter", () => {
    expect(whereIntegerSchema.parse("42")).toBe(42);
    expect(whereIntegerSchema.parse(" ")).toBeUndefined();
    expect(whereIntegerSchema.parse(undefined)).toBeUndefined();
    expect(whereIntegerSchema.safeParse(String(PG_INTEGER_MAX)).success).toBe(true);
    for (const bad of [String(PG_INTEGER_MAX + 1), "1.5", "abc"]) expect(whereIntegerSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("refuses ids beyond PostgreSQL's integer in bodies and paths", () => {
    expect(idSchema.safeParse(PG_INTEGER_MAX).success).toBe(true);
    expect(idSchema.safeParse(PG_INTEGER_MAX + 1).success).toBe(false);
    expect(idParamSchema.safeParse(String(PG_INTEGER_MAX + 1)).success).toBe(false);
  });
});
