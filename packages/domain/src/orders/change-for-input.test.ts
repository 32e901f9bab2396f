import { describe, expect, it } from "vitest";
import { MONEY_SPACE } from "../format/money";
import { CHANGE_FOR_MESSAGES, changeForInput } from "./change-for-input";

describe("changeForInput (the 'Troco para' field as change_for)", () => {
  it("is null with 'Não preciso de troco', whatever was typed", () => {
    expect(changeForInput("abc", true, 5_000)).toEqual({ changeFor: null });
  });
  it("asks for a value when empty, and for reais when the text is not money or is zero", () => {
    expect(changeForInput("  ", false, 5_000)).toEqual({ error: CHANGE_FOR_MESSAGES.required });
    expect(changeForInput("cem", false, 5_000)).toEqual({ error: CHANGE_FOR_MESSAGES.invalid });
    expect(changeForInput("0,00", false, 5_000)).toEqual({ error: CHANGE_FOR_MESSAGES.invalid });
  });
  it("takes reais at or above the total, and refuses a value below it naming the total", () => {
    expect(changeForInput("R$ 100,00", false, 6_290)).toEqual({ changeFor: 100 });
    expect(changeForInput("62,90", false, 6_290)).toEqual({ changeFor: 62.9 });
    expect(changeForInput("62,89", false, 6_290)).toEqual({ error: `O troco deve ser para um valor igual ou maior que o total do pedido (R$${MONEY_SPACE}62,90).` });
  });
});
