import { describe, expect, it } from "vitest";
import { formatNameList, groupProducts, NO_CATALOG_ORDER, nameListProblem, parseNameList, sortLikeCatalog } from "./index";

const product = (name: string, product_group: string, product_subgroup: string | null = null, order_group = 0) => ({ name, product_group, product_subgroup, order_group });

const menu = [
  product("Guaraná", "Bebidas", null, 3),
  product("Brigadeiro", "Pizzas Grandes", "Doces", 1),
  product("Atum", "Pizzas Grandes", "Especiais", 1),
  product("Margherita", "Pizzas Grandes", "Tradicionais", 1),
  product("Quatro Queijos", "Pizzas Grandes", "Gourmet", 1),
  product("Casa", "Pizzas Grandes", null, 1),
  product("Margherita Individual", "Pizzas Individuais", "Tradicionais", 2),
  product("Banana Individual", "Pizzas Individuais", "Doces", 2),
];
const view = (order: Parameters<typeof groupProducts>[1]) => groupProducts(menu, order).map((g) => [g.group, g.subgroups.map((s) => s.subgroup)]);

describe("the store's catalogue order (decision 2101)", () => {
  it("lists subgroups in the store's order in every pizza group; unlisted ones after them by name, 'Outros' last", () => {
    expect(view({ groups: [], subgroups: ["Tradicionais", "especiais", "Doces"] })).toEqual([
      ["Pizzas Grandes", ["Tradicionais", "Especiais", "Doces", "Gourmet", "Outros"]],
      ["Pizzas Individuais", ["Tradicionais", "Doces"]],
      ["Bebidas", [null]],
    ]);
  });

  it("lists groups in the store's order; an unlisted group follows by order_group, then name", () => {
    expect(view({ groups: ["Bebidas", "Pizzas Individuais"], subgroups: [] }).map(([group]) => group)).toEqual(["Bebidas", "Pizzas Individuais", "Pizzas Grandes"]);
    expect(view({ groups: ["Sobremesas"], subgroups: [] }).map(([group]) => group)).toEqual(["Pizzas Grandes", "Pizzas Individuais", "Bebidas"]);
  });

  it("without a stored order, lists nothing ahead of the fallback", () => {
    expect(NO_CATALOG_ORDER).toEqual({ groups: [], subgroups: [] });
  });

  it("sorts a flat list (the featured grid) as the catalogue lists it", () => {
    const featured = [menu[0]!, menu[1]!, menu[3]!, menu[6]!];
    expect(sortLikeCatalog(featured, { groups: [], subgroups: ["Tradicionais", "Doces"] }).map((p) => p.name)).toEqual([
      "Margherita",
      "Brigadeiro",
      "Margherita Individual",
      "Guaraná",
    ]);
  });

  it("reads and writes the stored list, refusing repeated or overlong names", () => {
    expect(parseNameList(" Tradicionais,Especiais , ,Doces ")).toEqual(["Tradicionais", "Especiais", "Doces"]);
    expect(parseNameList("")).toEqual([]);
    expect(formatNameList(["Tradicionais", "Doces"])).toBe("Tradicionais, Doces");
    expect(nameListProblem("Tradicionais, Especiais, Doces")).toBeNull();
    expect(nameListProblem("Doces, Tradicionais, doces")).toBe('Valor inválido: "doces" aparece mais de uma vez.');
    expect(nameListProblem("x".repeat(61))).toMatch(/no máximo 60 caracteres/);
    expect(nameListProblem(`Doces, ${"x".repeat(61)}`)).toBe("Valor inválido: cada nome com no máximo 60 caracteres.");
    expect(nameListProblem(`Doces, ${"x".repeat(60)}`)).toBeNull();
  });
});
