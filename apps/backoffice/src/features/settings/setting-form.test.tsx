import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";

describe("the settings table", () => {
  it("has the spec's columns and no filters", async () => {
    renderApp("/backoffice/config");
    await screen.findByText("Nome da loja");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "ID", "Grupo", "Descrição", "Valor", "Última atualização"]);
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
  });

  it("edits only the value: 'Valor é obrigatório' when empty", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Nome da loja"));
    const form = screen.getByRole("form", { name: "Editar Nome da loja" });
    expect(within(form).getAllByRole("textbox")).toHaveLength(1);
    await user.clear(within(form).getByLabelText("Valor"));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("Valor é obrigatório")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Valor"), "Forno da Vila");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Nome da loja: valor atualizado")).toBeInTheDocument();
    expect(data.settings[0]?.value).toBe("Forno da Vila");
  });

  it("takes the store offline with a true/false choice", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Loja online (aceitando pedidos)"));
    const form = screen.getByRole("form", { name: "Editar Loja online (aceitando pedidos)" });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Valor" }), "false");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Loja online (aceitando pedidos): valor atualizado");
    expect(data.store.store_info.online).toBe(false);
  });
});
