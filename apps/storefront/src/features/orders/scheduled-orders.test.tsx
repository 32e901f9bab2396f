import type { Order } from "@forno/domain/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

// 22:00 UTC is 19:00 in São Paulo.
const SCHEDULED_FOR = "2026-11-24T22:00:00.000Z";

function scheduled(order: Order): Order {
  return { ...structuredClone(order), scheduled_time: SCHEDULED_FOR, is_scheduled: true };
}

describe("scheduled orders", () => {
  const mock = useMockApi();

  it("the orders list marks a scheduled order 'Agendado' with its time, and not the others", async () => {
    const plain = { ...structuredClone(mock.data.orders[0]!), id: 2, external_id: 1002, is_scheduled: false };
    mock.data.orders = [scheduled(mock.data.orders[0]!), plain];
    renderApp("/orders", { token: "client-token" });
    const rows = await screen.findAllByRole("link", { name: /^Pedido #/ });
    expect(rows).toHaveLength(2);
    const marked = rows.find((row) => row.textContent?.includes(`#${mock.data.orders[0]!.external_id}`));
    expect(within(marked!).getByText("Agendado")).toBeInTheDocument();
    expect(marked).toHaveTextContent("para 24/11 às 19:00");
    const other = rows.find((row) => row.textContent?.includes("#1002"));
    expect(within(other!).queryByText("Agendado")).not.toBeInTheDocument();
  });

  it("the order page shows 'Agendado' and the scheduled time", async () => {
    renderApp("/order", { token: "client-token", state: { order: scheduled(mock.data.orders[0]!) } });
    expect(await screen.findByText("Agendado")).toBeInTheDocument();
    expect(screen.getByText("para 24/11 às 19:00")).toBeInTheDocument();
  });
});
