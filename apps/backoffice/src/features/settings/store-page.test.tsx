import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rawCodesAndEnglish } from "../../../test/plain-portuguese";
import { renderApp, searchOf } from "../../../test/render";
import { SETTING_FIELDS } from "./setting-fields";
import { STORE_SECTIONS } from "./store-sections";

const valueOf = (data: { settings: { key: string; value: string }[] }, key: string) => data.settings.find((setting) => setting.key === key)?.value;

async function openSection(user: ReturnType<typeof renderApp>["user"], title: string) {
  await user.click(await screen.findByRole("tab", { name: title }));
  await screen.findByRole("heading", { level: 2, name: title });
  return screen.getByRole("tabpanel");
}

describe("Minha loja", () => {
  it("walks every setting of every section: each has its control, its value in words, and nothing raw or English", async () => {
    const { user } = renderApp("/backoffice/store");
    expect(await screen.findByRole("heading", { level: 1, name: "Minha loja" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(STORE_SECTIONS.map((section) => section.title));
    let walked = 0;
    for (const section of STORE_SECTIONS) {
      const panel = await openSection(user, section.title);
      await within(panel).findByText(section.intro);
      for (const key of section.groups.flatMap((group) => group.keys)) {
        const field = SETTING_FIELDS[key];
        if (field.control.kind === "from-screen") {
          expect(within(panel).getByText(field.label)).toBeInTheDocument();
          expect(within(panel).getByRole("link", { name: field.control.linkLabel })).toHaveAttribute("href", field.control.to);
        } else if (field.control.kind === "product-groups") {
          const boxes = within(await within(panel).findByRole("group", { name: field.label })).getAllByRole("checkbox");
          for (const box of boxes) expect(box, key).toHaveAttribute("name", key);
        } else {
          const control = within(panel).getByLabelText(field.label, { selector: "input, select, textarea" });
          expect(control, key).toHaveAttribute("name", key);
          if (control instanceof HTMLSelectElement) expect(rawCodesAndEnglish(control.selectedOptions[0]?.textContent ?? ""), key).toEqual([]);
        }
        walked += 1;
      }
      for (const link of section.links ?? []) expect(within(panel).getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
      // Everything the owner reads in the section: titles, labels, hints, every choice's words.
      expect(rawCodesAndEnglish(panel.textContent ?? ""), section.title).toEqual([]);
    }
    expect(walked).toBe(Object.keys(SETTING_FIELDS).length);
  });

  it("shows stored values masked and in words", async () => {
    const { user } = renderApp("/backoffice/store");
    let panel = await openSection(user, "Loja");
    expect(within(panel).getByRole("switch", { name: "Loja online aceitando pedidos" })).toBeChecked();
    expect(within(panel).getByLabelText("Telefone da loja")).toHaveValue("(11)3333-4444");
    expect(within(panel).getByLabelText("CEP")).toHaveValue("05433-001");
    expect(within(panel).getByLabelText("CNPJ")).toHaveValue("45.271.983/0001-39");
    expect(within(panel).getByRole("combobox", { name: "Estado" })).toHaveDisplayValue("São Paulo");
    expect(within(panel).getByText("Todos os dias, 24 horas")).toBeInTheDocument();
    panel = await openSection(user, "Pedidos e impressão");
    expect(within(panel).getByRole("combobox", { name: "Imprimir sozinho ao aceitar um pedido" })).toHaveDisplayValue("Não imprimir");
    expect(within(panel).getByRole("combobox", { name: "Preço da pizza com mais de um sabor" })).toHaveDisplayValue("Proporcional: cada sabor pela sua fração");
    expect(within(panel).getByLabelText(/^Pedido mínimo/)).toHaveValue("0,00");
    panel = await openSection(user, "Pagamentos");
    expect(within(panel).getByRole("combobox", { name: "Pagamento na entrega" })).toHaveDisplayValue("Desligado (só Pix e cartão pelo app)");
  });

  it("saves a section's changes through PATCH /settings/{id}: a switch, masks, a state by name, choices and money", async () => {
    const { user, data } = renderApp("/backoffice/store");
    let panel = await openSection(user, "Loja");
    await user.click(within(panel).getByRole("switch", { name: "Loja online aceitando pedidos" }));
    const phone = within(panel).getByLabelText("Telefone da loja");
    await user.clear(phone);
    await user.type(phone, "11987654321");
    expect(phone).toHaveValue("(11)98765-4321");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Estado" }), "Rio de Janeiro");
    const instagram = within(panel).getByLabelText("Instagram");
    await user.clear(instagram);
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Alterações salvas")).toBeInTheDocument();
    expect(valueOf(data, "store_info.online")).toBe("false");
    expect(data.store.store_info.online).toBe(false);
    expect(valueOf(data, "store_info.phone")).toBe("11987654321");
    expect(valueOf(data, "store_info.state")).toBe("RJ");
    // An empty social network is allowed: it stops showing.
    expect(valueOf(data, "social.instagram")).toBe("");
    expect(within(panel).getByLabelText("Telefone da loja")).toHaveValue("(11)98765-4321");

    panel = await openSection(user, "Pagamentos");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Pagamento na entrega" }), "Dinheiro e cartão na maquininha");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(valueOf(data, "payment.on_delivery_methods")).toBe("cash,card"));

    panel = await openSection(user, "Pedidos e impressão");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Imprimir sozinho ao aceitar um pedido" }), "Cozinha e entrega");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Largura do papel da impressora" }), "58 mm (32 colunas)");
    const minimum = within(panel).getByLabelText(/^Pedido mínimo/);
    await user.clear(minimum);
    await user.type(minimum, "30,50");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(valueOf(data, "operation.min_order_amount")).toBe("30,50"));
    expect(valueOf(data, "operation.auto_print")).toBe("both");
    expect(valueOf(data, "operation.ticket_width")).toBe("32");
  });

  it("shows the server's message under the field, keeps what was typed, and saves the rest", async () => {
    const { user, data } = renderApp("/backoffice/store");
    const panel = await openSection(user, "Loja");
    const name = within(panel).getByLabelText("Nome da loja");
    await user.clear(name);
    await user.type(name, "Forno da Vila");
    const phone = within(panel).getByLabelText("Telefone da loja");
    await user.clear(phone);
    await user.type(phone, "1234");
    const cnpj = within(panel).getByLabelText("CNPJ");
    await user.clear(cnpj);
    await user.type(cnpj, "11111111111111");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("2 alterações não foram salvas");
    expect(phone).toHaveAccessibleDescription(expect.stringContaining("Telefone inválido"));
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveValue("(12)34");
    expect(cnpj).toHaveAccessibleDescription(expect.stringContaining("Documento inválido"));
    expect(cnpj).toHaveValue("11.111.111/1111-11");
    expect(phone).toHaveFocus();
    expect(valueOf(data, "appearance.name")).toBe("Forno da Vila");
    expect(valueOf(data, "store_info.phone")).toBe("1133334444");
  });

  it("saves amber and red together even when the new amber passes the old red (a second pass)", async () => {
    const { user, data } = renderApp("/backoffice/store");
    const panel = await openSection(user, "Pedidos e impressão");
    const late = within(panel).getByLabelText("Pedido atrasado (âmbar) após (minutos)");
    const veryLate = within(panel).getByLabelText("Pedido muito atrasado (vermelho) após (minutos)");
    await user.clear(late);
    await user.type(late, "25");
    await user.clear(veryLate);
    await user.type(veryLate, "30");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Alterações salvas")).toBeInTheDocument();
    expect(valueOf(data, "operation.late_after_minutes")).toBe("25");
    expect(valueOf(data, "operation.very_late_after_minutes")).toBe("30");
  });

  it("keeps what was typed while moving between sections; the section is in the address", async () => {
    const { user, router } = renderApp("/backoffice/store?secao=pagamentos");
    expect(await screen.findByRole("heading", { level: 2, name: "Pagamentos" })).toBeInTheDocument();
    const descriptor = screen.getByLabelText("Nome na fatura do cartão");
    await user.clear(descriptor);
    await user.type(descriptor, "PIZZARIA DA VILA");
    await openSection(user, "Entrega");
    expect(searchOf(router).get("secao")).toBe("entrega");
    await openSection(user, "Pagamentos");
    expect(screen.getByLabelText("Nome na fatura do cartão")).toHaveValue("PIZZARIA DA VILA");
  });

  it("the business hours come from Horários, and the table is one click away", async () => {
    const { user, router } = renderApp("/backoffice/store");
    const panel = await openSection(user, "Loja");
    await user.click(within(panel).getByRole("link", { name: "Alterar em Horários" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice/hours"));
    await user.click(await screen.findByRole("link", { name: "Minha loja" }));
    await user.click(await screen.findByRole("link", { name: "Ver todas as configurações em tabela" }));
    expect(await screen.findByRole("table", { name: "Configurações" })).toBeInTheDocument();
  });

  it("a section with nothing changed says so instead of calling the API", async () => {
    const { user } = renderApp("/backoffice/store");
    const panel = await openSection(user, "Entrega");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Nenhuma alteração para salvar")).toBeInTheDocument();
  });
});
