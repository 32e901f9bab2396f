import { describe, expect, it } from "vitest";
import { couponCreateBodySchema, couponUpdateBodySchema } from "./coupon";
import { orderCreateBodySchema } from "./order-create";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("POST /coupons' body (growth.md section 1)", () => {
  it("stores the code upper case and gives every rule the contract's default", () => {
    expect(couponCreateBodySchema.parse({ code: " primeira10 ", name: " 10% no primeiro pedido ", kind: "percent", value: 10 })).toEqual({
      code: "PRIMEIRA10",
      name: "10% no primeiro pedido",
      kind: "percent",
      value: 10,
      max_discount: null,
      min_subtotal: 0,
      applies_to_groups: [],
      first_order_only: false,
      max_uses: 0,
      max_uses_per_client: 1,
      starts_at: null,
      ends_at: null,
      weekdays: null,
      time_from: null,
      time_to: null,
      order_types: ["delivery", "pickup"],
      channels: ["online", "phone", "counter"],
      active: true,
    });
  });

  it("a free delivery needs no value", () => {
    expect(couponCreateBodySchema.parse({ code: "FRETE", name: "Frete grátis", kind: "free_delivery", min_subtotal: 80 }).value).toBe(0);
  });

  it("refuses the rules taken together under the field they concern", () => {
    expect(issues(couponCreateBodySchema.safeParse({ code: "OFF", name: "x", kind: "percent", value: 150 }))).toEqual([["value", "A porcentagem vai de 1 a 100."]]);
    expect(issues(couponCreateBodySchema.safeParse({ code: "OFF", name: "x", kind: "percent", value: 10, time_from: "18:00" }))).toEqual([
      ["time_to", "Informe o horário de início e o de fim (HH:MM), diferentes, ou deixe os dois em branco."],
    ]);
    expect(issues(couponCreateBodySchema.safeParse({ code: "A B", name: "x", kind: "percent", value: 10 }))).toEqual([["code", "O código tem de 3 a 20 letras e números, sem espaços nem acentos."]]);
    expect(issues(couponCreateBodySchema.safeParse({ code: "OFF", name: "x", kind: "percent", value: 10, ends_at: "30/11" }))).toEqual([["ends_at", "Informe uma data e hora válidas."]]);
  });

  it("PATCH takes any field alone (the service checks the coupon it would become)", () => {
    expect(couponUpdateBodySchema.parse({ active: false })).toEqual({ active: false });
    expect(couponUpdateBodySchema.parse({ code: "verao25" })).toEqual({ code: "VERAO25" });
  });
});

describe("POST /orders' coupon_code", () => {
  const order = { items: [{ cart_index: 0, item_id: 1, item_id_parent: null, item_group: 0, product_id: 1, quantity: 1 }], is_delivery: false };

  it("is read in any case, and empty means none", () => {
    expect(orderCreateBodySchema.parse({ ...order, coupon_code: " primeira10 " }).coupon_code).toBe("PRIMEIRA10");
    expect(orderCreateBodySchema.parse({ ...order, coupon_code: "" }).coupon_code).toBeNull();
    expect(orderCreateBodySchema.parse(order).coupon_code).toBeNull();
  });
});
