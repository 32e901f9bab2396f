import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeForProblem, changeToTakeCentavos } from "./pay-on-delivery";

const NBSP = "\u00a0";
const money = (text: string) => text.replaceAll("R$ ", `R$${NBSP}`);

describe("payment on delivery: the change", () => {
  it("the driver takes the note minus the total, nothing for exact money or a note equal to the total", () => {
    expect(changeToTakeCentavos(100, 6250)).toBe(3750);
    expect(changeToTakeCentavos(62.5, 6250)).toBe(0);
    expect(changeToTakeCentavos(null, 6250)).toBe(0);
  });

  it("a note below the total is refused with the total in the message; equal or above, or exact money, passes", () => {
    expect(changeForProblem(50, 6250)).toBe(money("O troco deve ser para um valor igual ou maior que o total do pedido (R$ 62,50)."));
    expect(changeForProblem(62.49, 6250)).not.toBeNull();
    expect(changeForProblem(62.5, 6250)).toBeNull();
    expect(changeForProblem(null, 6250)).toBeNull();
  });

  it("for any note and total, refused exactly when the note is below the total, and the change never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (noteCentavos, totalCentavos) => {
        const note = noteCentavos / 100;
        expect(changeForProblem(note, totalCentavos) !== null).toBe(noteCentavos < totalCentavos);
        expect(changeToTakeCentavos(note, totalCentavos)).toBe(Math.max(0, noteCentavos - totalCentavos));
      }),
    );
  });
});
