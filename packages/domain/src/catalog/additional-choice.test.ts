import { describe, expect, it } from "vitest";
import type { AdditionalRow } from "./index";
import {
  additionalQuantity,
  additionalsForTab,
  additionalTabs,
  doughNotice,
  extrasGroupFilter,
  groupsMissingDough,
  isSingleChoiceCategory,
  needsDough,
  toggleAdditional,
} from "./index";

let nextId = 1;
const row = (category: string, name: string, group = "Pizzas Grandes"): AdditionalRow => {
  const id = nextId++;
  return { additional_id: id, ProductAdditional: { id, group, category, name, amount: 5 } };
};
const thin = row("Tipo de Massa", "Fina");
const thick = row("Tipo de Massa", "Tradicional");
const tomato = row("Molho", "Tomate");
const white = row("Molho", "Branco");
const baconLarge = row("Adicionais", "Bacon");
const baconSmall = row("Adicionais", "Bacon", "Pizzas Individuais");
const edge = row("Borda", "Catupiry");
const edge2 = row("Borda", "Cheddar");
const rows = [thin, thick, tomato, white, baconLarge, baconSmall, edge, edge2];

describe("single-choice and multi-select categories", () => {
  it.each([
    ["Tipo de Massa", true],
    ["Molho", true],
    ["Adicionais", false],
    ["Borda", false],
    ["molho", false],
  ])("%s single-choice: %s", (category, single) => {
    expect(isSingleChoiceCategory(category)).toBe(single);
  });

  it("a single-choice pick replaces the previous one of its category", () => {
    let selected = toggleAdditional([], thin);
    selected = toggleAdditional(selected, tomato);
    selected = toggleAdditional(selected, thick);
    expect(selected).toEqual([tomato, thick]);
    expect(toggleAdditional(selected, white)).toEqual([thick, white]);
  });

  it("multi-select categories accumulate; picking again unselects", () => {
    const selected = toggleAdditional(toggleAdditional([], edge), edge2);
    expect(selected).toEqual([edge, edge2]);
    expect(toggleAdditional(selected, edge)).toEqual([edge2]);
    expect(toggleAdditional([thin], thin)).toEqual([]);
  });
});

describe("'Adicionais' for 'Pizzas Grandes' (seed 000 section 5)", () => {
  it.each([
    ["Pizzas Grandes", "Adicionais", 0.5, "Pizzas Individuais"],
    ["Pizzas Grandes", "Adicionais", 0.333, "Pizzas Individuais"],
    ["Pizzas Grandes", "Adicionais", 1, "Pizzas Grandes"],
    ["Pizzas Grandes", "Adicionais", 2, "Pizzas Grandes"],
    ["Pizzas Grandes", "Borda", 0.5, null],
    ["Pizzas Individuais", "Adicionais", 0.5, null],
  ])("%s / %s / quantity %s -> %j", (group, category, quantity, filter) => {
    expect(extrasGroupFilter(group, category, quantity)).toBe(filter);
  });

  it("the tab shows the rows of its category and group", () => {
    expect(additionalsForTab(rows, "Pizzas Grandes", "Adicionais", 0.5)).toEqual([baconSmall]);
    expect(additionalsForTab(rows, "Pizzas Grandes", "Adicionais", 1)).toEqual([baconLarge]);
    expect(additionalsForTab(rows, "Pizzas Individuais", "Adicionais", 1)).toEqual([baconLarge, baconSmall]);
    expect(additionalsForTab(rows, "Pizzas Grandes", "Molho", 1)).toEqual([tomato, white]);
  });

  it("tabs: the categories, then 'Observação'; no dough tab while picking fractions", () => {
    expect(additionalTabs(rows, false)).toEqual(["Tipo de Massa", "Molho", "Adicionais", "Borda", "Observação"]);
    expect(additionalTabs(rows, true)).toEqual(["Molho", "Adicionais", "Borda", "Observação"]);
    expect(additionalTabs([], false)).toEqual(["Observação"]);
  });
});

describe("dough (seed 000 section 5)", () => {
  const pizza = { is_fractionable: true };
  const drink = { is_fractionable: false };

  it.each([
    [pizza, rows, [], false, "Selecione o tipo de massa antes de continuar."],
    [pizza, rows, [tomato], false, "Selecione o tipo de massa antes de continuar."],
    [pizza, rows, [thin], false, null],
    [pizza, rows, [], true, null],
    [drink, rows, [], false, null],
    [pizza, [tomato], [], false, null],
  ] as const)("%#: notice %j", (product, offered, selected, picking, notice) => {
    expect(doughNotice(product, offered, selected, picking)).toBe(notice);
    expect(needsDough(product, offered, picking) && selected.length === 0).toBe(notice !== null && selected.length === 0);
  });

  it("server: the first line of each pizza carries the dough", () => {
    const line = (cart_index: number, item_group: number, categories: string[], is_fractionable = true, offersDough = true) => ({ cart_index, item_group, categories, is_fractionable, offersDough });
    expect(groupsMissingDough([line(0, 1, ["Tipo de Massa"]), line(1, 1, [])])).toEqual([]);
    expect(groupsMissingDough([line(1, 1, ["Tipo de Massa"]), line(0, 1, ["Molho"])])).toEqual([1]);
    expect(groupsMissingDough([line(0, 1, []), line(1, 2, [], false), line(2, 3, [], true, false), line(3, 4, [])])).toEqual([1, 4]);
    expect(groupsMissingDough([line(0, 4, []), line(1, 1, []), line(2, 1, ["Tipo de Massa"])])).toEqual([1, 4]);
  });
});

describe("additional quantity", () => {
  it.each([
    [0.333, 1],
    [0.5, 1],
    [1, 1],
    [2, 2],
    [3, 3],
  ])("parent %s -> %s", (parent, quantity) => {
    expect(additionalQuantity(parent)).toBe(quantity);
  });
});
