import { type BackofficeMockData, backofficeMockData } from "@forno/api-client/msw";
import { LOYALTY_MESSAGES } from "@forno/domain/loyalty";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

/** The mock store with the loyalty card on (it starts off, as a new store does). */
function loyaltyOn(): BackofficeMockData {
  const data = backofficeMockData();
  data.settings.find((setting) => setting.key === "loyalty.enabled")!.value = "true";
  return data;
}

const rowOf = (name: string) => screen.getByText(name).closest("tr")!;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

async function openDialog(user: ReturnType<typeof renderApp>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name: `Ajustar selos de ${name}` }));
  return screen.findByRole("dialog", { name: `Ajustar selos de ${name}` });
}

describe("the clients' stamps (growth.md section 2)", () => {
  it("with the card off, the table is the seed's: no Selos, no Ajustar selos", async () => {
    renderApp("/backoffice/clients");
    await screen.findByText("Ana Souza 1");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim())).toEqual(["Expandir", "Nome", "Telefone"]);
    expect(screen.queryByRole("button", { name: /Ajustar selos/ })).not.toBeInTheDocument();
  });

  it("with the card on, each row shows the client's stamps and Ajustar selos", async () => {
    renderApp("/backoffice/clients", { data: loyaltyOn() });
    await screen.findByRole("columnheader", { name: "Selos" });
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim())).toEqual(["Expandir", "Nome", "Telefone", "Selos", "Ações"]);
    expect(cellTexts(rowOf("Ana Souza 1")).slice(1)).toEqual(["Ana Souza 1", "(11)98765-4300", "0", "Ajustar selos"]);
    expect(cellTexts(rowOf("Diego Souza 4"))[3]).toBe("3");
    expect(within(rowOf("Diego Souza 4")).getByRole("button", { name: "Ajustar selos de Diego Souza 4" })).toHaveTextContent(/^Ajustar selos$/);
  });

  it("opens the card: stamps, rewards, the reward, and the history with who wrote each entry", async () => {
    const { user } = renderApp("/backoffice/clients", { data: loyaltyOn() });
    const dialog = await openDialog(user, "Diego Souza 4");
    const figures = await within(dialog).findByLabelText("Cartão fidelidade");
    expect(figures).toHaveTextContent("Selos3 selos");
    expect(figures).toHaveTextContent("Recompensas disponíveis0");
    expect(figures).toHaveTextContent("Recompensa a cada 10 selosUma pizza grátis (até R$ 60,00)");
    expect(figures).toHaveTextContent("Próximo vencimento01/08/2025");
    const history = within(dialog).getByRole("table", { name: "Histórico" });
    expect(within(history).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Data", "Selos", "Motivo", "Quem"]);
    const rows = within(history).getAllByRole("row").slice(1).map(cellTexts);
    expect(rows).toEqual([
      ["06/05/2025 18:30", "+1", "Pizza chegou fria, cortesia", "Carlos Gerente"],
      ["03/05/2025 19:10", "+2", "Pedido #1004 entregue", "Automático"],
    ]);
    expect(within(dialog).getByLabelText("Selos a somar ou tirar")).toHaveAccessibleDescription("Um número inteiro: 2 soma dois selos, -2 tira dois.");
    expect(within(dialog).getByLabelText("Motivo")).toHaveAccessibleDescription("De 3 a 200 caracteres. Fica no histórico do cliente.");
  });

  it("says what is wrong with the change and the reason before asking the server", async () => {
    const { user, data } = renderApp("/backoffice/clients", { data: loyaltyOn() });
    const dialog = await openDialog(user, "Diego Souza 4");
    await user.click(within(dialog).getByRole("button", { name: "Salvar ajuste" }));
    expect(await within(dialog).findByText(LOYALTY_MESSAGES.adjustmentChange)).toBeInTheDocument();
    expect(within(dialog).getByText(LOYALTY_MESSAGES.adjustmentReason)).toBeInTheDocument();
    expect(LOYALTY_MESSAGES.adjustmentChange).toBe("Informe quantos selos somar (positivo) ou tirar (negativo), de -100 a 100, sem zero.");
    expect(LOYALTY_MESSAGES.adjustmentReason).toBe("Informe o motivo, de 3 a 200 caracteres.");

    const change = within(dialog).getByLabelText("Selos a somar ou tirar");
    const reason = within(dialog).getByLabelText("Motivo");
    for (const wrong of ["0", "101", "-101", "1.5"]) {
      await user.clear(change);
      await user.type(change, wrong);
      await user.type(reason, "ok");
      await user.click(within(dialog).getByRole("button", { name: "Salvar ajuste" }));
      expect(await within(dialog).findByText(LOYALTY_MESSAGES.adjustmentChange), wrong).toBeInTheDocument();
      expect(within(dialog).getByText(LOYALTY_MESSAGES.adjustmentReason)).toBeInTheDocument();
      await user.clear(reason);
    }
    expect(data.loyaltyHistory[4]).toHaveLength(2);
  });

  it("shows the server's refusal to go below zero and keeps what was typed", async () => {
    const { user, data } = renderApp("/backoffice/clients", { data: loyaltyOn() });
    const dialog = await openDialog(user, "Diego Souza 4");
    await within(dialog).findByLabelText("Cartão fidelidade");
    await user.type(within(dialog).getByLabelText("Selos a somar ou tirar"), "-5");
    await user.type(within(dialog).getByLabelText("Motivo"), "Selos lançados em dobro");
    await user.click(within(dialog).getByRole("button", { name: "Salvar ajuste" }));
    expect(await within(dialog).findByText("O cliente não tem tantos selos.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Selos a somar ou tirar")).toHaveValue(-5);
    expect(within(dialog).getByLabelText("Motivo")).toHaveValue("Selos lançados em dobro");
    expect(data.clients.find((client) => client.id === 4)!.loyalty_stamps).toBe(3);
    expect(data.loyaltyHistory[4]).toHaveLength(2);
  });

  it("saves a change with its reason: the row shows the new stamps and the history the entry, by this staff member", async () => {
    const { user, data } = renderApp("/backoffice/clients", { data: loyaltyOn() });
    let dialog = await openDialog(user, "Diego Souza 4");
    await within(dialog).findByLabelText("Cartão fidelidade");
    await user.type(within(dialog).getByLabelText("Selos a somar ou tirar"), "-2");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Depois do ajuste: 1 selo");
    await user.type(within(dialog).getByLabelText("Motivo"), "  Selos lançados em dobro ");
    await user.click(within(dialog).getByRole("button", { name: "Salvar ajuste" }));

    expect(await screen.findByText("Selos de Diego Souza 4 ajustados: agora 1 selo")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cellTexts(rowOf("Diego Souza 4"))[3]).toBe("1");
    expect(data.clients.find((client) => client.id === 4)!.loyalty_stamps).toBe(1);
    expect(data.loyaltyHistory[4]!.at(-1)).toMatchObject({ change: -2, reason: "Selos lançados em dobro", staff_id: 2, order_id: null });

    dialog = await openDialog(user, "Diego Souza 4");
    const history = await within(dialog).findByRole("table", { name: "Histórico" });
    expect(cellTexts(within(history).getAllByRole("row")[1]!).slice(1)).toEqual(["−2", "Selos lançados em dobro", "Você"]);
    expect(within(dialog).getByLabelText("Cartão fidelidade")).toHaveTextContent("Selos1 selo");

    // Adding works the same way, and a client without history says so.
    await user.keyboard("{Escape}");
    dialog = await openDialog(user, "Ana Souza 1");
    expect(await within(dialog).findByText("Nenhum selo no histórico ainda.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Selos a somar ou tirar"), "2");
    await user.type(within(dialog).getByLabelText("Motivo"), "Cartão de papel trazido à loja");
    await user.click(within(dialog).getByRole("button", { name: "Salvar ajuste" }));
    await waitFor(() => expect(cellTexts(rowOf("Ana Souza 1"))[3]).toBe("2"));
  });
});
