import { LOYALTY_SETTING_MESSAGES } from "@forno/domain/loyalty";
import { MESSAGES } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layout } from "../../../test/layout";
import { renderApp } from "../../../test/render";

const valueOf = (data: { settings: { key: string; value: string }[] }, key: string) => data.settings.find((setting) => setting.key === key)?.value;

const HELP = {
  free_pizza: "O preço máximo da pizza grátis: a mais barata dos grupos do cartão sai de graça até esse valor.",
  free_delivery: "Não é usado: a entrega grátis tira a taxa de entrega inteira.",
  fixed: "O desconto em reais no pedido (nunca mais que os itens).",
};

async function openLoyalty(path = "/backoffice/store") {
  const rendered = renderApp(path);
  await rendered.user.click(await screen.findByRole("tab", { name: "Cartão fidelidade" }));
  await screen.findByRole("heading", { level: 2, name: "Cartão fidelidade" });
  const panel = screen.getByRole("tabpanel");
  // The groups come from the catalogue; the groups and the preview load with the section.
  await within(panel).findByRole("checkbox", { name: "Bebidas" });
  await within(panel).findByRole("status");
  return { ...rendered, panel };
}

describe("Minha loja > Cartão fidelidade (growth.md section 2)", () => {
  it("groups the six settings with their controls and shows the reward as the customer reads it", async () => {
    const { panel } = await openLoyalty("/backoffice/store?secao=fidelidade");
    expect(within(panel).getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual(["Selos", "Grupos de produtos que dão selo", "Recompensa"]);
    expect(within(panel).getByRole("switch", { name: "Cartão fidelidade ativo" })).not.toBeChecked();
    const needed = within(panel).getByRole("spinbutton", { name: "Selos para uma recompensa" });
    expect(needed).toHaveValue(10);
    expect(needed).toHaveAttribute("min", "2");
    expect(needed).toHaveAttribute("max", "50");
    const days = within(panel).getByRole("spinbutton", { name: "Validade de cada selo (dias)" });
    expect(days).toHaveValue(90);
    expect(days).toHaveAttribute("min", "1");
    expect(days).toHaveAttribute("max", "730");
    const groups = within(panel).getByRole("group", { name: "Grupos de produtos que dão selo" });
    // The catalogue's groups, the stored one ticked.
    const boxes = within(groups).getAllByRole("checkbox").map((box) => [box.closest("label")?.textContent, (box as HTMLInputElement).checked]);
    expect(boxes.sort()).toEqual([
      ["Bebidas", false],
      ["Pizzas Grandes", true],
      ["Pizzas Individuais", false],
      ["Sobremesas", false],
    ]);
    const reward = within(panel).getByRole("combobox", { name: "Recompensa" });
    expect(reward).toHaveDisplayValue("Pizza grátis");
    expect(within(reward).getAllByRole("option").map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["free_pizza", "Pizza grátis"],
      ["free_delivery", "Entrega grátis"],
      ["fixed", "Desconto fixo"],
    ]);
    const value = within(panel).getByLabelText("Valor da recompensa em reais");
    expect(value).toHaveValue("60,00");
    expect(value).toHaveAccessibleDescription(HELP.free_pizza);
    expect(within(panel).getByRole("status")).toHaveTextContent("Uma pizza grátis (até R$ 60,00) a cada 10 selos");
    expect(within(panel).getByRole("link", { name: "Abrir Clientes" })).toHaveAttribute("href", "/backoffice/clients");
  });

  it("follows what is typed: the value's help by the kind of reward, the preview, or what to correct", async () => {
    const { user, panel } = await openLoyalty();
    const value = within(panel).getByLabelText("Valor da recompensa em reais");
    const preview = within(panel).getByRole("status");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Recompensa" }), "Desconto fixo");
    expect(value).toHaveAccessibleDescription(HELP.fixed);
    expect(preview).toHaveTextContent("R$ 60,00 de desconto a cada 10 selos");
    await user.clear(value);
    await user.type(value, "15,5");
    const needed = within(panel).getByRole("spinbutton", { name: "Selos para uma recompensa" });
    await user.clear(needed);
    await user.type(needed, "8");
    expect(preview).toHaveTextContent("R$ 15,50 de desconto a cada 8 selos");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Recompensa" }), "Entrega grátis");
    expect(value).toHaveAccessibleDescription(HELP.free_delivery);
    expect(preview).toHaveTextContent("Entrega grátis a cada 8 selos");
    await user.clear(needed);
    await user.type(needed, "60");
    expect(preview).toHaveTextContent("Corrija os valores acima para ver a recompensa.");
  });

  it("saves the section: the switch, the numbers, the groups ticked, the reward and its value as the API stores them", async () => {
    const { user, panel, data } = await openLoyalty();
    await user.click(within(panel).getByRole("switch", { name: "Cartão fidelidade ativo" }));
    const needed = within(panel).getByRole("spinbutton", { name: "Selos para uma recompensa" });
    await user.clear(needed);
    await user.type(needed, "8");
    await user.click(within(panel).getByRole("checkbox", { name: "Pizzas Individuais" }));
    const days = within(panel).getByRole("spinbutton", { name: "Validade de cada selo (dias)" });
    await user.clear(days);
    await user.type(days, "120");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Recompensa" }), "Desconto fixo");
    const value = within(panel).getByLabelText("Valor da recompensa em reais");
    await user.clear(value);
    await user.type(value, "15,5");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));

    expect(await screen.findByText("Alterações salvas")).toBeInTheDocument();
    expect(valueOf(data, "loyalty.enabled")).toBe("true");
    expect(valueOf(data, "loyalty.stamps_needed")).toBe("8");
    expect(valueOf(data, "loyalty.groups")).toBe("Pizzas Grandes, Pizzas Individuais");
    expect(valueOf(data, "loyalty.stamp_days")).toBe("120");
    expect(valueOf(data, "loyalty.reward")).toBe("fixed");
    expect(valueOf(data, "loyalty.reward_value")).toBe("15.50");
    // Saved, the field shows the stored value back in reais.
    await waitFor(() => expect(value).toHaveValue("15,50"));
  });

  it("shows the server's messages under the refused fields and keeps what was typed", async () => {
    const { user, panel, data } = await openLoyalty();
    const needed = within(panel).getByRole("spinbutton", { name: "Selos para uma recompensa" });
    await user.clear(needed);
    await user.type(needed, "51");
    const days = within(panel).getByRole("spinbutton", { name: "Validade de cada selo (dias)" });
    await user.clear(days);
    await user.type(days, "731");
    await user.click(within(panel).getByRole("checkbox", { name: "Pizzas Grandes" }));
    const value = within(panel).getByLabelText("Valor da recompensa em reais");
    await user.clear(value);
    await user.type(value, "0");
    await user.click(within(panel).getByRole("button", { name: "Salvar alterações" }));

    expect(await within(panel).findByRole("alert")).toHaveTextContent("4 alterações não foram salvas");
    expect(needed).toHaveAccessibleDescription(expect.stringContaining(LOYALTY_SETTING_MESSAGES.stampsNeeded));
    expect(needed).toHaveValue(51);
    expect(days).toHaveAccessibleDescription(expect.stringContaining(LOYALTY_SETTING_MESSAGES.stampDays));
    expect(days).toHaveValue(731);
    expect(within(panel).getByRole("group", { name: "Grupos de produtos que dão selo" })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.settingValue));
    expect(within(panel).getByRole("checkbox", { name: "Pizzas Grandes" })).not.toBeChecked();
    expect(value).toHaveAccessibleDescription(expect.stringContaining(LOYALTY_SETTING_MESSAGES.rewardValue));
    expect(value).toHaveValue("0");
    expect(needed).toHaveFocus();
    expect(valueOf(data, "loyalty.stamps_needed")).toBe("10");
    expect(valueOf(data, "loyalty.groups")).toBe("Pizzas Grandes");
  });

  it("reads in words in the settings table too, whose editor ticks the groups", async () => {
    layout.viewportHeight = 3000;
    const { user, data } = renderApp("/backoffice/config?order_description=asc");
    const table = await screen.findByRole("table", { name: "Configurações" });
    const row = (await within(table).findByText("Cartão fidelidade: recompensa (pizza grátis, entrega grátis ou desconto fixo)")).closest("tr")!;
    expect(within(row).getByText("Cartão fidelidade")).toBeInTheDocument();
    expect(within(row).getByText("Pizza grátis")).toBeInTheDocument();

    await user.dblClick(within(table).getByText("Cartão fidelidade: grupos de produtos cujas pizzas dão selo (separados por vírgula)"));
    const form = screen.getByRole("form", { name: /^Editar Cartão fidelidade: grupos/ });
    await user.click(await within(within(form).getByRole("group", { name: "Valor" })).findByRole("checkbox", { name: "Bebidas" }));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText(/grupos de produtos cujas pizzas dão selo \(separados por vírgula\): valor atualizado/)).toBeInTheDocument();
    expect(valueOf(data, "loyalty.groups")).toBe("Pizzas Grandes, Bebidas");
  });
});
