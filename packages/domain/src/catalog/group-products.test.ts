import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupProducts, productsForPicking, searchProducts, sortByName } from "./index";

const product = (name: string, product_group: string, product_subgroup: string | null = null, order_group = 0, description: string | null = null) => ({
  name,
  product_group,
  product_subgroup,
  order_group,
  description,
  is_fractionable: /pizza/i.test(product_group),
});

const menu = [
  product("Refrigerante", "Bebidas", null, 3),
  product("Água", "Bebidas", null, 3),
  product("Margherita", "Pizzas Grandes", "Tradicionais", 1, "Molho de tomate, muçarela e manjericão"),
  product("Calabresa", "Pizzas Grandes", "Tradicionais", 1, "Calabresa acebolada"),
  product("Brigadeiro", "Pizzas Grandes", "Doces", 1),
  product("Especial da Casa", "Pizzas Grandes", null, 1),
  product("Mussarela", "Pizzas Individuais", "", 2),
];

describe("catalogue grouping (seed 000 section 2)", () => {
  const sections = groupProducts(menu);
  const view = sections.map((g) => [g.group, g.subgroups.map((s) => [s.subgroup, s.products.map((p) => p.name)])]);

  it("groups by product_group, sub-groups pizza groups by subgroup ('Outros' by default) and sorts by name", () => {
    expect(view).toEqual([
      ["Pizzas Grandes", [["Doces", ["Brigadeiro"]], ["Tradicionais", ["Calabresa", "Margherita"]], ["Outros", ["Especial da Casa"]]]],
      ["Pizzas Individuais", [["Outros", ["Mussarela"]]]],
      ["Bebidas", [[null, ["Água", "Refrigerante"]]]],
    ]);
  });

  it("orders groups by order_group, then by name", () => {
    const names = groupProducts([product("x", "Sobremesas", null, 5), product("y", "Bebidas", null, 5), product("z", "Pizzas", null, 1)]).map((g) => g.group);
    expect(names).toEqual(["Pizzas", "Bebidas", "Sobremesas"]);
  });

  it("ranks a group by its smallest order_group", () => {
    const names = groupProducts([product("a", "Bebidas", null, 9), product("b", "Bebidas", null, 1), product("c", "Sobremesas", null, 5)]).map((g) => g.group);
    expect(names).toEqual(["Bebidas", "Sobremesas"]);
  });

  it("trims subgroups, and a blank one is 'Outros', listed after every named subgroup", () => {
    const subgroups = groupProducts([product("a", "Pizzas", "   "), product("b", "Pizzas", " Doces "), product("c", "Pizzas", "Tradicionais"), product("d", "Pizzas", "Zebra")])[0]?.subgroups;
    expect(subgroups?.map((s) => [s.subgroup, s.products.map((p) => p.name)])).toEqual([["Doces", ["b"]], ["Tradicionais", ["c"]], ["Zebra", ["d"]], ["Outros", ["a"]]]);
  });

  it("loses and duplicates nothing", () => {
    const arbitrary = fc.array(fc.record({ name: fc.string(), product_group: fc.constantFrom("Pizzas Grandes", "Bebidas", "pizza doce"), product_subgroup: fc.option(fc.constantFrom("A", "B", "")), order_group: fc.nat(3) }));
    fc.assert(
      fc.property(arbitrary, (products) => {
        const flat = groupProducts(products).flatMap((g) => g.subgroups.flatMap((s) => s.products));
        expect(flat).toHaveLength(products.length);
        expect(new Set(flat)).toEqual(new Set(products));
      }),
    );
  });
});

describe("sorting by name (pt-BR collation)", () => {
  it.each([
    [["Zebra", "água", "Abacaxi", "Érica", "banana"], ["Abacaxi", "água", "banana", "Érica", "Zebra"]],
    [["Pizza 10", "Pizza 2"], ["Pizza 2", "Pizza 10"]],
  ])("%j -> %j", (names, sorted) => {
    expect(sortByName(names.map((name) => ({ name }))).map((p) => p.name)).toEqual(sorted);
  });
});

describe("search (name or description, case- and accent-insensitive)", () => {
  it.each([
    ["", 7],
    ["   ", 7],
    ["margherita", 1],
    ["MARGHERITA", 1],
    ["agua", 1],
    ["ÁGUA", 1],
    ["mucarela", 1],
    ["manjericao", 1],
    ["acebolada", 1],
    ["calabresa", 1],
    ["pizza", 0],
    ["xyz", 0],
  ])("%j finds %s", (query, count) => {
    expect(searchProducts(menu, query)).toHaveLength(count);
  });

  it("finds by description", () => {
    expect(searchProducts(menu, "Tomate").map((p) => p.name)).toEqual(["Margherita"]);
  });
});

describe("products while picking fractions", () => {
  const first = (product_group: string, product_subgroup: string | null) => ({ product_group, product_subgroup });

  it("keeps only fractionable products of the pizza's group", () => {
    expect(productsForPicking(menu, first("Pizzas Individuais", ""), false).map((p) => p.name)).toEqual(["Mussarela"]);
    expect(productsForPicking(menu, first("Pizzas Grandes", "Doces"), false).map((p) => p.name)).toEqual(["Margherita", "Calabresa", "Brigadeiro", "Especial da Casa"]);
    expect(productsForPicking(menu, null)).toHaveLength(menu.length);
  });

  it("keeps only the first flavour's subgroup when the store keeps a pizza's flavours together", () => {
    expect(productsForPicking(menu, first("Pizzas Grandes", "Doces"), true).map((p) => p.name)).toEqual(["Brigadeiro"]);
    expect(productsForPicking(menu, first("Pizzas Grandes", "Tradicionais"), true).map((p) => p.name)).toEqual(["Margherita", "Calabresa"]);
    // A flavour without a subgroup pairs only with others without one (as the server's check does).
    expect(productsForPicking(menu, first("Pizzas Grandes", null), true).map((p) => p.name)).toEqual(["Especial da Casa"]);
  });
});
