import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minimumOrderHint, minimumOrderMessage, minimumOrderRefusal, minimumOrderShortfall } from "./minimum-order";

describe("minimum order", () => {
  it("refuses a subtotal below the store's figure with the contract's text", () => {
    expect(minimumOrderRefusal(2490, 30)).toBe("O pedido mínimo é de R$ 30,00.");
    expect(minimumOrderRefusal(999, 12.5)).toBe("O pedido mínimo é de R$ 12,50.");
    expect(minimumOrderMessage(25.5)).toBe("O pedido mínimo é de R$\u00a025,50.");
    expect(minimumOrderShortfall(2490, 30)).toBe(510);
    expect(minimumOrderHint(2490, 30)).toBe("Faltam R$\u00a05,10 para o pedido mínimo de R$\u00a030,00.");
  });

  it("accepts the exact figure and anything when the minimum is 0", () => {
    expect(minimumOrderRefusal(3000, 30)).toBeNull();
    expect(minimumOrderHint(3000, 30)).toBeNull();
    expect(minimumOrderRefusal(0, 0)).toBeNull();
    expect(minimumOrderShortfall(0, 0)).toBe(0);
  });

  it("what is missing brings the subtotal exactly to the minimum", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(20_000), (subtotal, minimumCentavos) => {
        const missing = minimumOrderShortfall(subtotal, minimumCentavos / 100);
        expect(missing).toBeGreaterThanOrEqual(0);
        expect(missing === 0).toBe(minimumOrderRefusal(subtotal, minimumCentavos / 100) === null);
        if (missing > 0) expect(subtotal + missing).toBe(minimumCentavos);
      }),
    );
  });
});
