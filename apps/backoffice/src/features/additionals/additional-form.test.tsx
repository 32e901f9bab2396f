import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

describe("the additionals table", () => {
  it("has the spec's columns", async () => {
    renderApp("/backoffice/product-additionals");
    await screen.findByText("Massa fina");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "ID", "Grupo", "Categoria", "Nome", "Valor", "Ativo"]);
  });

  it("validates group, category and name, and saves the edit", async () => {
    const { user, data } = renderApp("/backoffice/product-additionals");
    await user.dblClick(await screen.findByText("Bacon"));
    const form = screen.getByRole("form", { name: "Editar Bacon" });
    for (const name of ["Grupo", "Categoria", "Nome"]) await user.clear(within(form).getByLabelText(name));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("Grupo obrigatório")).toBeInTheDocument();
    expect(within(form).getByText("Categoria obrigatória")).toBeInTheDocument();
    expect(within(form).getByText("Nome obrigatório")).toBeInTheDocument();

    await user.type(within(form).getByLabelText("Grupo"), "Pizzas Grandes");
    await user.type(within(form).getByLabelText("Categoria"), "Adicionais");
    await user.type(within(form).getByLabelText("Nome"), "Bacon crocante");
    await user.click(within(form).getByRole("checkbox", { name: "Ativo" }));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Adicional Bacon crocante atualizado")).toBeInTheDocument();
    expect(data.productAdditionals.find((additional) => additional.id === 4)).toMatchObject({ name: "Bacon crocante", is_active: false });
  });
});
