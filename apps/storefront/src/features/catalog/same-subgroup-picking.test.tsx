import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line, product } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

// The mock menu: Margherita and Calabresa are "Tradicionais", Quatro Queijos is "Especiais" (all Pizzas Grandes).
const catalogNames = () => screen.getAllByRole("link", { name: /R\$/ }).map((link) => link.querySelector("span span")?.textContent);
const featuredNames = async () =>
  within(await screen.findByRole("region", { name: "Produtos em destaque" }))
    .queryAllByRole("link", { name: /R\$/ })
    .map((link) => link.querySelector("span span")?.textContent);
const HINT = /Só aparecem sabores do mesmo tipo/;

describe("picking a pizza's next flavour with operation.fractions_same_subgroup", () => {
  const mock = useMockApi();

  it("on: the catalogue offers only the first flavour's subgroup and says why", async () => {
    mock.data.store.operation.fractions_same_subgroup = true;
    renderApp("/catalog", { cart: [line("Margherita", 0.5)] });
    expect(await screen.findByText("Só aparecem sabores do mesmo tipo (Tradicionais): esta loja não mistura tipos de sabor na mesma pizza.", { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(catalogNames()).toEqual(["Calabresa", "Margherita"]));
  });

  it("off: the catalogue offers every flavour of the pizza's group, with no hint", async () => {
    renderApp("/catalog", { cart: [line("Margherita", 0.5)] });
    await screen.findByText("Falta 1/2 da sua pizza");
    await waitFor(() => expect(catalogNames()).toEqual(expect.arrayContaining(["Quatro Queijos", "Calabresa", "Margherita"])));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it("on: the home's featured grid keeps to the first flavour's subgroup (none left here)", async () => {
    mock.data.store.operation.fractions_same_subgroup = true;
    renderApp("/", { cart: [line("Quatro Queijos", 0.5)] });
    expect(await screen.findByText(/Só aparecem sabores do mesmo tipo \(Especiais\)/)).toBeInTheDocument();
    expect(await screen.findByText(/Nenhum destaque disponível agora/)).toBeInTheDocument();
  });

  it("off: the home's featured grid offers the group's other flavours", async () => {
    renderApp("/", { cart: [line("Quatro Queijos", 0.5)] });
    await waitFor(async () => expect(await featuredNames()).toEqual(["Calabresa", "Margherita"]));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it("on: a flavour of another subgroup reached by a link cannot be added", async () => {
    mock.data.store.operation.fractions_same_subgroup = true;
    renderApp("/product", { state: { product: product("Quatro Queijos") }, cart: [line("Margherita", 0.5)] });
    expect(await screen.findByText(/Este sabor é de outro tipo: esta loja não mistura tipos de sabor na mesma pizza/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Adicionar \|/ })).toBeDisabled();
  });

  it("off: the same flavour completes the pizza", async () => {
    renderApp("/product", { state: { product: product("Quatro Queijos") }, cart: [line("Margherita", 0.5)] });
    await screen.findAllByRole("tab");
    expect(screen.queryByText(/Este sabor é de outro tipo/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: /^Adicionar \|/ })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: /^Adicionar \|/ }));
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]").map((item: { name: string }) => item.name)).toEqual(["Margherita", "Quatro Queijos"]);
  });
});
