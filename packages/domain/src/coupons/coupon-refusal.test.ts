import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { couponRules } from "../../test-support/coupons";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { type CouponCheck, couponRefusal } from "./coupon-refusal";
import type { CouponRules } from "./coupon-rules";

const NOW = Date.parse("2026-11-27T20:00:00-03:00"); // a Friday evening in São Paulo
const check = (overrides: Partial<CouponCheck> = {}): CouponCheck => ({
  now: NOW,
  timeZone: "America/Sao_Paulo",
  isDelivery: true,
  channel: "online",
  subtotalCentavos: 6000,
  usesTaken: 0,
  client: { usesTaken: 0, hasCountedOrder: false },
  ...overrides,
});
const messageOf = (coupon: CouponRules | null, overrides: Partial<CouponCheck> = {}) => couponRefusal(coupon, check(overrides))?.message ?? null;

describe("a coupon's refusals, letter for letter (growth.md section 1)", () => {
  it("accepts a coupon every rule allows", () => {
    expect(couponRefusal(couponRules(), check())).toBeNull();
  });

  it("says each rule's message", () => {
    expect(messageOf(null)).toBe("Cupom inválido.");
    expect(messageOf(couponRules({ active: false }))).toBe("Cupom inválido.");
    expect(messageOf(couponRules({ starts_at: "2026-12-01T03:00:00Z" }))).toBe("Este cupom ainda não está valendo.");
    expect(messageOf(couponRules({ ends_at: "2026-11-27T22:59:00Z" }))).toBe("Este cupom expirou.");
    expect(messageOf(couponRules({ weekdays: [1, 2] }))).toBe("Este cupom não vale neste dia ou horário.");
    expect(messageOf(couponRules({ time_from: "11:00", time_to: "15:00" }))).toBe("Este cupom não vale neste dia ou horário.");
    expect(messageOf(couponRules({ order_types: ["delivery"] }), { isDelivery: false })).toBe("Este cupom vale só para entrega.");
    expect(messageOf(couponRules({ kind: "free_delivery" }), { isDelivery: false })).toBe("Este cupom vale só para entrega.");
    expect(messageOf(couponRules({ order_types: ["pickup"] }))).toBe("Este cupom vale só para retirada no balcão.");
    expect(messageOf(couponRules({ channels: ["phone", "counter"] }))).toBe("Este cupom não vale neste canal.");
    expect(messageOf(couponRules({ min_subtotal: 60.01 }))).toBe("Este cupom vale para pedidos a partir de R$ 60,01.");
    expect(messageOf(couponRules({ max_uses: 5 }), { usesTaken: 5 })).toBe("Este cupom esgotou.");
    expect(messageOf(couponRules({ first_order_only: true }), { client: null })).toBe("Entre na sua conta para usar este cupom.");
    expect(messageOf(couponRules({ max_uses_per_client: 1 }), { client: { usesTaken: 1, hasCountedOrder: true } })).toBe("Você já usou este cupom.");
    expect(messageOf(couponRules({ first_order_only: true }), { client: { usesTaken: 0, hasCountedOrder: true } })).toBe("Este cupom é só para o primeiro pedido.");
  });

  it("the money of the minimum's message has a plain space, as the minimum order's", () => {
    expect(messageOf(couponRules({ min_subtotal: 1234.5 }), { subtotalCentavos: 0 })).toBe("Este cupom vale para pedidos a partir de R$ 1.234,50.");
  });

  it("the subtotal at the minimum passes; the caps count up to their figure", () => {
    expect(messageOf(couponRules({ min_subtotal: 60 }))).toBeNull();
    expect(messageOf(couponRules({ max_uses: 5 }), { usesTaken: 4 })).toBeNull();
    expect(messageOf(couponRules({ max_uses_per_client: 2 }), { client: { usesTaken: 1, hasCountedOrder: true } })).toBeNull();
    expect(messageOf(couponRules({ max_uses: 0, max_uses_per_client: 0 }), { usesTaken: 1e6, client: { usesTaken: 1e6, hasCountedOrder: true } })).toBeNull();
  });

  it("signed out, only a first-order coupon asks to sign in: the client's cap waits for the order", () => {
    expect(messageOf(couponRules({ max_uses_per_client: 1 }), { client: null })).toBeNull();
    expect(couponRefusal(couponRules({ first_order_only: true }), check({ client: null }))?.reason).toBe("signIn");
  });

  it(
    "for any coupon and order, the first rule broken in the contract's order is the one said",
    PROPERTY_TEST_TIMEOUT,
    () => {
      const rules = fc.record({
        active: fc.boolean(),
        starts: fc.boolean(),
        ends: fc.boolean(),
        day: fc.boolean(),
        type: fc.boolean(),
        channel: fc.boolean(),
        minimum: fc.boolean(),
        cap: fc.boolean(),
        signedOut: fc.boolean(),
        firstOrderOnly: fc.boolean(),
        clientCap: fc.boolean(),
        knownClient: fc.boolean(),
      });
      fc.assert(
        fc.property(rules, (broken) => {
          const coupon = couponRules({
            active: !broken.active,
            starts_at: broken.starts ? "2026-12-01T03:00:00Z" : null,
            ends_at: broken.ends ? "2026-11-01T03:00:00Z" : null,
            weekdays: broken.day ? [1] : null,
            order_types: broken.type ? ["pickup"] : ["delivery", "pickup"],
            channels: broken.channel ? ["counter"] : ["online", "counter"],
            min_subtotal: broken.minimum ? 100 : 10,
            max_uses: 3,
            max_uses_per_client: 1,
            first_order_only: broken.firstOrderOnly,
          });
          const found = couponRefusal(coupon, check({
            usesTaken: broken.cap ? 3 : 2,
            client: broken.signedOut ? null : { usesTaken: broken.clientCap ? 1 : 0, hasCountedOrder: broken.knownClient },
          }));
          const expected =
            broken.active ? "invalid"
            : broken.starts ? "notYet"
            : broken.ends ? "expired"
            : broken.day ? "outsideHours"
            : broken.type ? "pickupOnly"
            : broken.channel ? "channel"
            : broken.minimum ? "minimum"
            : broken.cap ? "exhausted"
            : broken.signedOut ? (broken.firstOrderOnly ? "signIn" : null)
            : broken.clientCap ? "alreadyUsed"
            : broken.firstOrderOnly && broken.knownClient ? "firstOrder"
            : null;
          expect(found?.reason ?? null).toBe(expected);
        }),
      );
    },
  );
});
