import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

describe("the Entregadores table", () => {
  it("lists the drivers by name with their masked phone and whether they are active", async () => {
    renderApp("/backoffice/drivers");
    expect(await screen.findByText("Carlos Entregas")).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "ID", "Nome", "Telefone", "Ativo"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.textContent)).toEqual(["Álvaro Bike", "Bruna Lima", "Carlos Entregas"]);
    expect(screen.getByText("(11)98888-7777")).toBeInTheDocument();
  });

  it("filters the inactive ones", async () => {
    const { user } = renderApp("/backoffice/drivers");
    await screen.findByText("Carlos Entregas");
    await user.selectOptions(screen.getByRole("combobox", { name: "Ativo" }), "Não");
    expect(await screen.findByText("1 registro")).toBeInTheDocument();
    expect(screen.getByText("Álvaro Bike")).toBeInTheDocument();
  });

  it("creates a driver, the phone masked as typed, after saying what is missing", async () => {
    const { user, data } = renderApp("/backoffice/drivers");
    await user.click(await screen.findByRole("button", { name: "Novo entregador" }));
    const dialog = await screen.findByRole("dialog", { name: "Novo entregador" });
    expect(within(dialog).getByRole("checkbox", { name: "Ativo" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar entregador" }));
    expect(await within(dialog).findByText("Nome obrigatório")).toBeInTheDocument();
    expect(within(dialog).getByText("Telefone inválido")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Nome"), "Diego Moto");
    await user.type(within(dialog).getByLabelText("Telefone"), "11977776666");
    expect(within(dialog).getByLabelText("Telefone")).toHaveValue("(11)97777-6666");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar entregador" }));
    expect(await screen.findByText("Entregador Diego Moto cadastrado")).toBeInTheDocument();
    expect(data.drivers.find((driver) => driver.name === "Diego Moto")).toMatchObject({ phone: "11977776666", is_active: true });
    expect(await screen.findByText("(11)97777-6666")).toBeInTheDocument();
  });

  it("edits a driver in its row: name, phone and active", async () => {
    const { user, data } = renderApp("/backoffice/drivers");
    await user.dblClick(await screen.findByText("Bruna Lima"));
    const form = screen.getByRole("form", { name: "Editar Bruna Lima" });
    expect(within(form).getByLabelText("Telefone")).toHaveValue("(11)95555-4444");
    await user.clear(within(form).getByLabelText("Telefone"));
    await user.type(within(form).getByLabelText("Telefone"), "1144443333");
    await user.click(within(form).getByRole("checkbox", { name: "Ativo" }));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Entregador Bruna Lima atualizado")).toBeInTheDocument();
    expect(data.drivers.find((driver) => driver.id === 2)).toMatchObject({ phone: "1144443333", is_active: false });
  });

  it("leads to the Fechamento", async () => {
    const { user, router } = renderApp("/backoffice/drivers");
    await user.click(await screen.findByRole("link", { name: "Fechamento" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fechamento" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice/drivers/closing");
  });
});
