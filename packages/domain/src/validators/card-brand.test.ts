import { describe, expect, it } from "vitest";
import { cardBrandOf } from "./card-brand";

describe("cardBrandOf", () => {
  it("tells the brands of Mercado Pago's test cards and the Brazilian ones", () => {
    expect(cardBrandOf("4235 6477 2802 5682").id).toBe("visa");
    expect(cardBrandOf("5031 4332 1540 6351").id).toBe("master");
    expect(cardBrandOf("2221000000000009").id).toBe("master");
    expect(cardBrandOf("3753 651535 56885").id).toBe("amex");
    expect(cardBrandOf("5067 7667 8388 8311").id).toBe("elo");
    expect(cardBrandOf("6062 8265 8587 0420").id).toBe("hipercard");
    expect(cardBrandOf("9999 0000 0000 0000")).toEqual({ id: "credit_card", name: "Cartão de crédito" });
  });
});
