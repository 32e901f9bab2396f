import { describe, expect, it } from "vitest";
import { couponRules } from "../../test-support/coupons";
import { couponRulesProblem } from "./coupon-rules-problem";
import { isCouponCode, normalizeCouponCode } from "./coupon-code";

const problem = (overrides: Parameters<typeof couponRules>[0]) => couponRulesProblem(couponRules(overrides));

describe("a coupon's rules taken together (POST and PATCH /coupons, the form)", () => {
  it("accepts sound rules", () => {
    expect(problem({})).toBeNull();
    expect(problem({ kind: "fixed", value: 15.5 })).toBeNull();
    expect(problem({ kind: "free_delivery", value: 0, order_types: ["delivery"] })).toBeNull();
    expect(problem({ time_from: "18:00", time_to: "02:00", weekdays: [5, 6] })).toBeNull();
  });

  it("names the field and says what to type", () => {
    expect(problem({ value: 0 })).toEqual({ field: "value", message: "A porcentagem vai de 1 a 100." });
    expect(problem({ value: 101 })?.field).toBe("value");
    expect(problem({ value: 10.5 })?.field).toBe("value");
    expect(problem({ kind: "fixed", value: 0 })).toEqual({ field: "value", message: "Informe um desconto maior que zero." });
    expect(problem({ kind: "fixed", value: 1.001 })?.field).toBe("value");
    expect(problem({ max_discount: 0 })?.field).toBe("max_discount");
    expect(problem({ min_subtotal: -1 })?.field).toBe("min_subtotal");
    expect(problem({ applies_to_groups: ["Bebidas", "Bebidas"] })?.field).toBe("applies_to_groups");
    expect(problem({ max_uses: 1.5 })?.field).toBe("max_uses");
    expect(problem({ max_uses_per_client: -1 })?.field).toBe("max_uses_per_client");
    expect(problem({ starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-12-01T00:00:00Z" })).toEqual({ field: "ends_at", message: "O fim da validade deve ser depois do início." });
    expect(problem({ starts_at: "amanhã" })?.field).toBe("starts_at");
    expect(problem({ weekdays: [] })).toEqual({ field: "weekdays", message: "Escolha ao menos um dia da semana." });
    expect(problem({ weekdays: [7] })?.field).toBe("weekdays");
    expect(problem({ time_from: "18:00", time_to: null })?.field).toBe("time_to");
    expect(problem({ time_from: null, time_to: "18:00" })?.field).toBe("time_from");
    expect(problem({ time_from: "18:00", time_to: "18:00" })?.field).toBe("time_to");
    expect(problem({ time_from: "24:00", time_to: "02:00" })?.field).toBe("time_from");
    expect(problem({ order_types: [] })?.field).toBe("order_types");
    expect(problem({ kind: "free_delivery", order_types: ["pickup"] })).toEqual({ field: "order_types", message: "Entrega grátis vale só com entrega: marque entrega." });
    expect(problem({ channels: [] })).toEqual({ field: "channels", message: "Escolha ao menos um canal." });
  });
});

describe("a coupon's code", () => {
  it("3 to 20 letters and digits, any case; stored upper case", () => {
    expect(normalizeCouponCode("  primeira10 ")).toBe("PRIMEIRA10");
    expect(isCouponCode("primeira10")).toBe(true);
    expect(isCouponCode("AB")).toBe(false);
    expect(isCouponCode("A".repeat(21))).toBe(false);
    expect(isCouponCode("PRIMEIRA 10")).toBe(false);
    expect(isCouponCode("PROMOÇÃO")).toBe(false);
  });
});

describe("which refusals are the coupon's", () => {
  it("every coupon message and the minimum's, not the order's own", async () => {
    const { isCouponRefusal } = await import("./coupon-messages");
    expect(isCouponRefusal("Você já usou este cupom.")).toBe(true);
    expect(isCouponRefusal("Este cupom vale para pedidos a partir de R$ 40,00.")).toBe(true);
    expect(isCouponRefusal("O pedido mínimo é de R$ 30,00.")).toBe(false);
    expect(isCouponRefusal("A loja está fechada no momento e não está aceitando pedidos.")).toBe(false);
  });
});
