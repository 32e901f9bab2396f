import { backofficeMockData, mockIfood } from "@forno/api-client/msw";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

// growth.md section 4: Integrações shows iFood's state: connected, last poll, orders today, errors in plain Portuguese.

function withIfood(fields?: Parameters<typeof mockIfood>[0]) {
  const data = backofficeMockData();
  if (fields !== undefined) data.ifood = mockIfood(fields);
  return data;
}

async function ifoodCard(data = backofficeMockData()) {
  renderApp("/backoffice/integrations", { data });
  return screen.findByRole("region", { name: "iFood" });
}

const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("Integrações: iFood", () => {
  it("off: says how to turn it on, naming the three variables and the guide", async () => {
    const card = await ifoodCard();
    expect(await within(card).findByText("Desligada")).toBeInTheDocument();
    for (const name of ["IFOOD_CLIENT_ID", "IFOOD_CLIENT_SECRET", "IFOOD_MERCHANT_ID", "docs/ifood.md"]) expect(within(card).getByText(name)).toBeInTheDocument();
  });

  it("connected: the store on iFood, the last poll, today's orders, the pause on iFood, no problem", async () => {
    const card = await ifoodCard(withIfood({ orders_today: 7, last_poll_at: new Date(Date.now() - 20_000).toISOString(), interruption: { id: "i-1", started_at: "2026-11-24T22:30:00.000Z" } }));
    expect(await within(card).findByText("Conectada")).toBeInTheDocument();
    expect(fact(card, "Loja no iFood")).toHaveTextContent("6b487a27-c4fc-4f26-b05e-3967c2331882");
    expect(fact(card, "Última busca de pedidos")).toHaveTextContent("agora mesmo");
    expect(fact(card, "Pedidos do iFood hoje")).toHaveTextContent("7 pedidos");
    expect(fact(card, "Pausa no iFood")).toHaveTextContent("Loja pausada no iFood desde 24/11/26, 19:30:00");
    expect(fact(card, "Problemas recentes")).toHaveTextContent("Nenhum problema");
    expect(within(card).queryByText("O Forno não está falando com o iFood")).not.toBeInTheDocument();
  });

  it("without connection: a red warning and the problems, newest first, as the server wrote them", async () => {
    const card = await ifoodCard(
      withIfood({
        connected: false,
        orders_today: 1,
        errors: [
          { at: "2026-11-24T23:10:00.000Z", message: "Não foi possível buscar os pedidos no iFood." },
          { at: "2026-11-24T23:00:00.000Z", message: "O iFood recusou as credenciais: confira IFOOD_CLIENT_ID e IFOOD_CLIENT_SECRET." },
        ],
      }),
    );
    expect(await within(card).findByText("Sem conexão")).toBeInTheDocument();
    expect(within(card).getByText("O Forno não está falando com o iFood")).toBeInTheDocument();
    expect(fact(card, "Pedidos do iFood hoje")).toHaveTextContent("1 pedido");
    const problems = within(fact(card, "Problemas recentes")).getAllByRole("listitem");
    expect(problems.map((item) => item.textContent)).toEqual([
      "Não foi possível buscar os pedidos no iFood. (24/11/26, 20:10:00)",
      "O iFood recusou as credenciais: confira IFOOD_CLIENT_ID e IFOOD_CLIENT_SECRET. (24/11/26, 20:00:00)",
    ]);
  });
});
