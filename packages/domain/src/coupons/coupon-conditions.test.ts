import { describe, expect, it } from "vitest";
import { couponRules } from "../../test-support/coupons";
import { couponConditions } from "./coupon-conditions";

const ZONE = "America/Sao_Paulo";

describe("a coupon's conditions, one Portuguese sentence (growth.md section 1)", () => {
  it("says the contract's example", () => {
    const coupon = couponRules({ value: 10, min_subtotal: 60, ends_at: "2026-12-01T02:59:00Z", order_types: ["delivery"], max_uses_per_client: 1 });
    expect(couponConditions(coupon, ZONE)).toBe("10% em pedidos a partir de R$ 60,00, até 30/11, só entrega, 1 uso por cliente");
  });

  it("says the issue's first-order coupon", () => {
    const coupon = couponRules({ value: 10, min_subtotal: 40, first_order_only: true, max_uses_per_client: 1 });
    expect(couponConditions(coupon, ZONE)).toBe("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente");
  });

  it("says only the rules that restrict", () => {
    expect(couponConditions(couponRules(), ZONE)).toBe("10%");
    expect(couponConditions(couponRules({ kind: "fixed", value: 15 }), ZONE)).toBe("R$ 15,00 de desconto");
    expect(couponConditions(couponRules({ kind: "free_delivery", value: 0, min_subtotal: 80, order_types: ["delivery"] }), ZONE)).toBe("Entrega grátis em pedidos a partir de R$ 80,00");
  });

  it("says the maximum, the groups, the dates, the days and hours, the type, the channels and the caps", () => {
    const coupon = couponRules({
      value: 20,
      max_discount: 25,
      applies_to_groups: ["Pizzas Grandes", "Bebidas"],
      min_subtotal: 50,
      starts_at: "2026-12-01T03:00:00Z",
      ends_at: "2027-01-01T02:59:00Z",
      weekdays: [6, 5],
      time_from: "18:00",
      time_to: "02:00",
      order_types: ["pickup"],
      channels: ["online", "phone"],
      max_uses: 100,
      max_uses_per_client: 2,
    });
    expect(couponConditions(coupon, ZONE)).toBe(
      "20% (até R$ 25,00) em Pizzas Grandes e Bebidas, em pedidos a partir de R$ 50,00, a partir de 01/12, até 31/12, só sexta e sábado, das 18:00 às 02:00, só retirada no balcão, só pela loja online e por telefone, limitado a 100 usos, 2 usos por cliente",
    );
  });

  it("one use in total is said in the singular; every day with hours says the hours only", () => {
    expect(couponConditions(couponRules({ max_uses: 1, time_from: "11:00", time_to: "15:00" }), ZONE)).toBe("10%, das 11:00 às 15:00, limitado a 1 uso");
  });
});
