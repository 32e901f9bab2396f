import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { layout } from "../../../test/layout";
import { rawCodesAndEnglish } from "../../../test/plain-portuguese";
import { renderApp } from "../../../test/render";

// Every setting's row on screen at once (the table is virtualised; 45 rows at 40 px).
beforeEach(() => {
  layout.viewportHeight = 3000;
});

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

  it("reads groups and values in words, never a code", async () => {
    renderApp("/backoffice/config");
    const table = await screen.findByRole("table", { name: "Configurações" });
    const row = (description: string) => within(table).getByText(description).closest("tr")!;
    await within(table).findByText("Loja online (aceitando pedidos)");
    expect(row("Loja online (aceitando pedidos)")).toHaveTextContent(/LojaLoja online \(aceitando pedidos\)Sim/);
    expect(row("Telefone da loja")).toHaveTextContent("(11)3333-4444");
    expect(row("Impressão automática ao aceitar um pedido")).toHaveTextContent("OperaçãoImpressão automática ao aceitar um pedidoNão imprimir");
    expect(row("Largura da comanda (papel de 80 mm ou de 58 mm)")).toHaveTextContent("80 mm (48 colunas)");
    expect(rawCodesAndEnglish(table.textContent ?? "")).toEqual([]);
  });

  it("takes the store offline with a switch", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Loja online (aceitando pedidos)"));
    const form = screen.getByRole("form", { name: "Editar Loja online (aceitando pedidos)" });
    await user.click(within(form).getByRole("switch", { name: "Loja online aceitando pedidos" }));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Loja online (aceitando pedidos): valor atualizado");
    expect(data.store.store_info.online).toBe(false);
  });
});

describe("the order desk's settings", () => {
  it("turns the alert sound off with a switch", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Som de alerta para pedidos novos"));
    const form = screen.getByRole("form", { name: "Editar Som de alerta para pedidos novos" });
    const toggle = within(form).getByRole("switch", { name: "Tocar alerta sonoro enquanto houver pedidos novos" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Som de alerta para pedidos novos: valor atualizado");
    expect(data.settings.find((s) => s.key === "operation.alert_sound")?.value).toBe("false");
  });

  it("chooses what prints on accept and the paper width by name, and the minutes as numbers", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Impressão automática ao aceitar um pedido"));
    const printForm = screen.getByRole("form", { name: "Editar Impressão automática ao aceitar um pedido" });
    const autoPrint = within(printForm).getByRole("combobox", { name: "Valor" });
    expect(within(autoPrint).getAllByRole("option").map((option) => option.textContent)).toEqual(["Não imprimir", "Comanda da cozinha", "Comanda de entrega", "Cozinha e entrega"]);
    await user.selectOptions(autoPrint, "Cozinha e entrega");
    await user.click(within(printForm).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Impressão automática ao aceitar um pedido: valor atualizado");
    expect(data.settings.find((s) => s.key === "operation.auto_print")?.value).toBe("both");

    await user.dblClick(screen.getByText("Largura da comanda (papel de 80 mm ou de 58 mm)"));
    const widthForm = screen.getByRole("form", { name: "Editar Largura da comanda (papel de 80 mm ou de 58 mm)" });
    expect(within(within(widthForm).getByRole("combobox", { name: "Valor" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "80 mm (48 colunas)",
      "58 mm (32 colunas)",
    ]);

    await user.dblClick(screen.getByText("Pedido atrasado (âmbar) após quantos minutos"));
    const lateForm = screen.getByRole("form", { name: "Editar Pedido atrasado (âmbar) após quantos minutos" });
    const minutes = within(lateForm).getByRole("spinbutton", { name: "Valor" });
    await user.clear(minutes);
    await user.type(minutes, "15");
    await user.click(within(lateForm).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Pedido atrasado (âmbar) após quantos minutos: valor atualizado");
    expect(data.settings.find((s) => s.key === "operation.late_after_minutes")?.value).toBe("15");

    // Amber must come before red: the server's message is shown.
    await user.dblClick(screen.getByText("Pedido muito atrasado (vermelho) após quantos minutos"));
    const veryLateForm = screen.getByRole("form", { name: "Editar Pedido muito atrasado (vermelho) após quantos minutos" });
    const veryLate = within(veryLateForm).getByRole("spinbutton", { name: "Valor" });
    await user.clear(veryLate);
    await user.type(veryLate, "12");
    await user.click(within(veryLateForm).getByRole("button", { name: "Salvar" }));
    expect(await within(veryLateForm).findByRole("alert")).toHaveTextContent("o alerta vermelho deve vir depois do âmbar (mais de 15 minutos)");
  });
});

describe("the catalogue's order (decision 2101)", () => {
  it("moves a subgroup up or down one place and saves the new order", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Ordem dos subgrupos de pizza no cardápio (separados por vírgula)"));
    const form = screen.getByRole("form", { name: "Editar Ordem dos subgrupos de pizza no cardápio (separados por vírgula)" });
    const list = await within(form).findByRole("list", { name: "Ordem dos tipos de pizza no cardápio: ordem atual" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1.Tradicionais", "2.Especiais", "3.Doces"]);
    expect(within(list).getByRole("button", { name: "Subir Tradicionais" })).toBeDisabled();
    expect(within(list).getByRole("button", { name: "Descer Doces" })).toBeDisabled();
    await user.click(within(list).getByRole("button", { name: "Subir Doces" }));
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1.Tradicionais", "2.Doces", "3.Especiais"]);
    expect(within(form).getByLabelText("Valor")).toHaveValue("Tradicionais, Doces, Especiais");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await screen.findByText("Ordem dos subgrupos de pizza no cardápio (separados por vírgula): valor atualizado");
    expect(data.settings.find((setting) => setting.key === "catalog.subgroup_order")?.value).toBe("Tradicionais, Doces, Especiais");
  });
});

describe("payment on delivery's setting", () => {
  it("is picked from the four choices, and can be turned off again (an empty value)", async () => {
    const { user, data } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Pagamento na entrega (dinheiro, cartão na maquininha)"));
    let form = screen.getByRole("form", { name: /^Editar Pagamento na entrega/ });
    const choices = within(form).getByRole("combobox", { name: "Valor" });
    expect(within(choices).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Desligado (só Pix e cartão pelo app)",
      "Só dinheiro",
      "Só cartão na maquininha",
      "Dinheiro e cartão na maquininha",
    ]);
    await user.selectOptions(choices, "cash,card");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await screen.findByText(/Pagamento na entrega .*: valor atualizado/);
    expect(data.store.payment.on_delivery_methods).toEqual(["cash", "card"]);

    await user.dblClick(await screen.findByText("Pagamento na entrega (dinheiro, cartão na maquininha)"));
    form = screen.getByRole("form", { name: /^Editar Pagamento na entrega/ });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Valor" }), "");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(data.store.payment.on_delivery_methods).toEqual([]));
  });
});

describe("the business hours' row", () => {
  it("is read-only, with a link to Horários that writes it", async () => {
    const { user, router } = renderApp("/backoffice/config");
    await user.dblClick(await screen.findByText("Horário de funcionamento (escrito pela tela Horários)"));
    const group = screen.getByRole("group", { name: "Editar Horário de funcionamento (escrito pela tela Horários)" });
    expect(within(group).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(group).queryByRole("button", { name: "Salvar" })).not.toBeInTheDocument();
    await user.click(within(group).getByRole("link", { name: "Alterar em Horários" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice/hours"));
  });
});
