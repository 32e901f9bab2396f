import { describe, expect, it } from "vitest";
import { mixedSubgroupsProblem } from "./same-subgroup";

const line = (item_group: number, quantity: number, name: string, product_subgroup: string | null) => ({ item_group, quantity, name, product_subgroup });

describe("fractions of one pizza from one subgroup", () => {
  it("refuses a savoury half with a sweet half, naming both", () => {
    expect(mixedSubgroupsProblem([line(1, 0.5, "Calabresa", "Salgadas"), line(1, 0.5, "Chocolate", "Doces")])).toBe(
      "As frações de uma pizza devem ser do mesmo tipo: Calabresa (Salgadas) e Chocolate (Doces) não podem ficar na mesma pizza.",
    );
  });

  it("accepts halves of one subgroup, and whole pizzas of any subgroup side by side", () => {
    expect(mixedSubgroupsProblem([line(1, 0.5, "Calabresa", "Salgadas"), line(1, 0.5, "Mussarela", "Salgadas")])).toBeNull();
    expect(mixedSubgroupsProblem([line(1, 1, "Calabresa", "Salgadas"), line(2, 1, "Chocolate", "Doces")])).toBeNull();
    expect(mixedSubgroupsProblem([line(1, 0.5, "Calabresa", "Salgadas"), line(1, 0.5, "Mussarela", "Salgadas"), line(2, 0.5, "Chocolate", "Doces"), line(2, 0.5, "Prestígio", "Doces")])).toBeNull();
  });

  it("checks every third of a three-flavour pizza", () => {
    expect(mixedSubgroupsProblem([line(3, 0.333, "A", "Salgadas"), line(3, 0.333, "B", "Salgadas"), line(3, 0.334, "C", null)])).toContain("C (sem tipo)");
  });

  it("names a first fraction without a subgroup 'sem tipo', and takes no subgroup and an empty one as the same", () => {
    expect(mixedSubgroupsProblem([line(1, 0.5, "Calabresa", null), line(1, 0.5, "Chocolate", "Doces")])).toBe(
      "As frações de uma pizza devem ser do mesmo tipo: Calabresa (sem tipo) e Chocolate (Doces) não podem ficar na mesma pizza.",
    );
    expect(mixedSubgroupsProblem([line(1, 0.5, "A", null), line(1, 0.5, "B", "")])).toBeNull();
    expect(mixedSubgroupsProblem([line(1, 0.5, "A", ""), line(1, 0.5, "B", null)])).toBeNull();
  });

  it("looks only at fractions: a whole line in the same group is not one of them", () => {
    expect(mixedSubgroupsProblem([line(1, 1, "Chocolate", "Doces"), line(1, 0.5, "Calabresa", "Salgadas"), line(1, 0.5, "Atum", "Salgadas")])).toBeNull();
  });
});
