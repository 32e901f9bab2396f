import { BACKOFFICE_STATUS_CHOICES, ORDER_STATE_LABELS } from "@forno/domain/orders";
import { backofficeMockData, emitStaffOrderEvent, openStaffStreams } from "@forno/api-client/msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/setup";

const rowOf = (text: string) => screen.getByText(text).closest("tr")!;

describe("the orders table", () => {
  it("shows the spec's columns, newest first: status badge, client, phone, address, total, times", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/orders") calls.push(request.url);
    });
    renderApp("/backoffice/orders/table");
    await screen.findByText("#1004");
    server.events.removeAllListeners();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "ID", "Pedido", "Status", "Cliente", "Telefone", "Endereço", "Valor", "Entrega prevista", "Criado em"]);
    expect(screen.getByRole("columnheader", { name: /Criado em/ })).toHaveAttribute("aria-sort", "descending");
    expect(new URL(calls[0]!).searchParams.get("order_created_at")).toBe("desc");

    const row = rowOf("#1001");
    expect(within(row).getByText("Pedido Pago")).toBeInTheDocument();
    expect(within(row).getByText("Maria da Silva")).toBeInTheDocument();
    expect(within(row).getByText("(11)98765-4321")).toBeInTheDocument();
    expect(within(row).getByText("Avenida Paulista, 1578 - Apto 42 - Bela Vista")).toBeInTheDocument();
    // amount 54,90 + delivery fee 8,00
    expect(within(row).getByText(/62,90/)).toBeInTheDocument();
    expect(within(rowOf("#1003")).getByText("Entregue")).toBeInTheDocument();
  });

  it("shows an order's total net of its coupon's discount, with the discount and the code under it", async () => {
    const data = backofficeMockData();
    data.orders[0] = { ...data.orders[0]!, discount: 6.29, coupon_code: "PRIMEIRA10", discount_sponsor: "store" };
    renderApp("/backoffice/orders/table", { data });
    const row = (await screen.findByText("#1001")).closest("tr")!;
    expect(within(row).getByText(/56,61/)).toBeInTheDocument();
    expect(within(row).getByTitle("Desconto (PRIMEIRA10)")).toHaveTextContent(/-R\$\s6,29\s*PRIMEIRA10/);
  });

  it("names the loyalty card's reward under the total of an order that used it (growth.md section 2)", async () => {
    const data = backofficeMockData();
    data.orders[0] = { ...data.orders[0]!, discount: 49.9, uses_reward: true, discount_sponsor: "store" };
    renderApp("/backoffice/orders/table", { data });
    const row = (await screen.findByText("#1001")).closest("tr")!;
    // 54,90 + 8,00 - 49,90
    expect(within(row).getByText(/13,00/)).toBeInTheDocument();
    expect(within(row).getByTitle("Desconto (recompensa do cartão fidelidade)")).toHaveTextContent(/-R\$\s49,90\s*Recompensa/);
  });

  it("opens the summary, the cart items and 'Atualizar status para' with the nine statuses", async () => {
    const { user } = renderApp("/backoffice/orders/table");
    await user.dblClick(await screen.findByText("#1001"));
    expect(screen.getByRole("region", { name: "Resumo do pedido" })).toBeInTheDocument();
    const items = screen.getByRole("list", { name: "Itens do pedido" });
    expect(within(items).getByText("Margherita")).toBeInTheDocument();
    expect(within(items).getByText("Borda de catupiry")).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Atualizar status para" });
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Selecione", ...BACKOFFICE_STATUS_CHOICES.map((state) => ORDER_STATE_LABELS[state])]);
    expect(options).not.toContain("Aguardando Pagamento");
    await user.click(screen.getByRole("button", { name: "Atualizar" }));
    expect(await screen.findByText("Status é obrigatório")).toBeInTheDocument();
  });

  it("says 'Confirmado no PDV' in the details of an order the PDV confirmed, and only there", async () => {
    const data = backofficeMockData();
    data.orders[1]!.opendelivery_confirmed_at = "2025-05-10T20:06:00.000Z";
    const { user } = renderApp("/backoffice/orders/table", { data });
    await user.dblClick(await screen.findByText("#1002"));
    const status = screen.getByRole("region", { name: "Status do pedido #1002" });
    expect(within(status).getByText("Confirmado no PDV")).toHaveAttribute("title", "Confirmado pelo PDV (OpenDelivery) em 10/05/25, 17:06:00");
    await user.dblClick(screen.getByText("#1001"));
    expect(within(screen.getByRole("region", { name: "Status do pedido #1001" })).queryByText("Confirmado no PDV")).not.toBeInTheDocument();
  });

  it("moves an order on and shows the server's refusal of a move it forbids", async () => {
    const { user, data } = renderApp("/backoffice/orders/table");
    await user.dblClick(await screen.findByText("#1001"));
    const select = screen.getByRole("combobox", { name: "Atualizar status para" });
    await user.selectOptions(select, "Entregue");
    await user.click(screen.getByRole("button", { name: "Atualizar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Não é possível mudar o pedido de Pedido Pago para Entregue.");
    expect(select).toHaveValue("DELIVERED");

    await user.selectOptions(select, "Em Preparo");
    await user.click(screen.getByRole("button", { name: "Atualizar" }));
    expect(await screen.findByText("Pedido #1001: Em Preparo")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("#1001")).getByText("Em Preparo")).toBeInTheDocument());
    expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("PREPARATION");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("filters by order number, client name and phone", async () => {
    const { user } = renderApp("/backoffice/orders/table");
    await screen.findByText("#1004");
    await user.type(screen.getByRole("searchbox", { name: "Cliente" }), "joão");
    await waitFor(() => expect(screen.queryByText("#1004")).not.toBeInTheDocument());
    expect(screen.getByText("#1003")).toBeInTheDocument();
  });

  it("follows the staff stream: a changed order replaces its row, a new one appears, with no timer", async () => {
    const { data } = renderApp("/backoffice/orders/table");
    await screen.findByText("#1001");
    await waitFor(() => expect(openStaffStreams(data)).toBe(1));
    const moved = { ...data.orders[0]!, OrderStateHistory: [...data.orders[0]!.OrderStateHistory, { id: 99, to_state: "PREPARATION" as const, created_at: new Date().toISOString() }] };
    act(() => emitStaffOrderEvent(data, moved));
    await waitFor(() => expect(within(rowOf("#1001")).getByText("Em Preparo")).toBeInTheDocument());

    const created = { ...structuredClone(data.orders[0]!), id: 5, external_id: 1005, created_at: new Date().toISOString() };
    data.orders.push(created);
    act(() => emitStaffOrderEvent(data, created));
    expect(await screen.findByText("#1005")).toBeInTheDocument();
  });

  it("says 'Retirada no balcão' for a pickup order instead of the store's address it carries", async () => {
    const data = backofficeMockData();
    const pickup = data.orders.find((order) => order.id === 2)!;
    Object.assign(pickup, { is_delivery: false, delivery_fee: 0, address: { ...pickup.address!, address: "Rua Girassol", number: "350" } });
    renderApp("/backoffice/orders/table", { data });
    await screen.findByText("#1002");
    expect(within(rowOf("#1002")).getByText("Retirada no balcão")).toBeInTheDocument();
    expect(within(rowOf("#1002")).queryByText(/Rua Girassol/)).not.toBeInTheDocument();
    expect(within(rowOf("#1001")).getByText("Avenida Paulista, 1578 - Apto 42 - Bela Vista")).toBeInTheDocument();
  });

  it("names the driver an order left with under its status", async () => {
    const data = backofficeMockData();
    data.orders[2]!.driver = { id: 1, name: "Carlos Entregas" };
    renderApp("/backoffice/orders/table", { data });
    const row = (await screen.findByText("#1003")).closest("tr")!;
    expect(within(row).getByText("Entregador: Carlos Entregas")).toBeInTheDocument();
    expect(within(rowOf("#1001")).queryByText(/Entregador/)).not.toBeInTheDocument();
  });
});
