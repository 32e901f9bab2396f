import { describe, expect, it } from "vitest";
import { cardBrandOf } from "./card-brand";

describe("cardBrandOf", () => {
  it("tells the brands of Mercado Pago's test cards and the Brazilian ones", () => {
    expect(cardBrandOf("4235 6477 2802 5682").id).toBe("visa");
    expect(cardBrandOf("5031 4332 1540 6351").id).toBe("master");
    expect(cardBrandOf("2221000000000009").id).toBe("master");
    expect(cardBrandOf("3753 651535 56885").id).toBe("amex");
    expect(cardBrandOf("5067 7667 8388 8311")).toEqual({ id: "elo", name: "Elo" });
    expect(cardBrandOf("9999 3841 0000 0000").id).toBe("credit_card");
    expect(cardBrandOf("6062 8265 8587 0420").id).toBe("hipercard");
    expect(cardBrandOf("2220 9999 9999 9999")).toEqual({ id: "credit_card", name: "Cartão de crédito" });
    expect(cardBrandOf("2720 9999 9999 9999")).toEqual({ id: "master", name: "Mastercard" });
    expect(cardBrandOf("2721 0000 0000 0000").id).toBe("credit_card");
    expect(cardBrandOf("5599-0000-0000-0000").id).toBe("master");
    expect(cardBrandOf("5600 0000 0000 0000").id).toBe("credit_card");
    expect(cardBrandOf("3400 000000 00000")).toEqual({ id: "amex", name: "American Express" });
    expect(cardBrandOf("3500 000000 00000").id).toBe("credit_card");
    expect(cardBrandOf("4000 0000 0000 0000")).toEqual({ id: "visa", name: "Visa" });
    expect(cardBrandOf("3841 0000 0000 0000")).toEqual({ id: "hipercard", name: "Hipercard" });
    expect(cardBrandOf("1234 4011 0000 0000").id).toBe("credit_card");
    expect(cardBrandOf("9999 0000 0000 0000")).toEqual({ id: "credit_card", name: "Cartão de crédito" });
  });
});
