import { emitStaffOrderEvent, mockReportSummary, openStaffStreams } from "@forno/api-client/msw";
import { backofficeMockData } from "@forno/api-client/msw";
import { type ReportSummary } from "@forno/domain/schemas";
import { addDays } from "@forno/domain/store-hours";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { storeToday } from "./store-today";

const today = storeToday();
const lastWeek = addDays(today, -7);

function summary(date: string, figures: Partial<ReportSummary>): ReportSummary {
  return { ...mockReportSummary({ from: date, to: date }), ...figures };
}

const TODAY = summary(today, {
  orders: 4,
  revenue: 300,
  average_ticket: 75,
  cancelled: 1,
  by_hour: [
    { weekday: 0, hour: 19, orders: 3 },
    { weekday: 0, hour: 20, orders: 1 },
  ],
  top_products: [{ product_id: 7, name: "Calabresa", quantity: 2.5, revenue: 150 }],
});
const LAST_WEEK = summary(lastWeek, { orders: 2, revenue: 200, average_ticket: 100, cancelled: 3 });

function renderDashboard() {
  const data = backofficeMockData();
  let current = TODAY;
  data.reportSummary = (period) => (period.from === today ? current : period.from === lastWeek ? LAST_WEEK : mockReportSummary(period));
  const rendered = renderApp("/backoffice/dashboard", { data });
  return { ...rendered, setToday: (next: ReportSummary) => (current = next) };
}

const card = (label: string) => screen.getByTestId(`figure-${label}`);

describe("Dashboard", () => {
  it("shows today's figures against the same weekday of last week, with the difference in signs and words", async () => {
    renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    await screen.findByTestId("figure-Faturamento");
    expect(card("Faturamento")).toHaveTextContent("R$ 300,00");
    expect(card("Faturamento")).toHaveTextContent("Semana passada: R$ 200,00 · ▲ +R$ 100,00 (+50%)");
    expect(card("Pedidos")).toHaveTextContent("4Semana passada: 2 · ▲ +2 (+100%)");
    expect(card("Ticket médio")).toHaveTextContent("R$ 75,00Semana passada: R$ 100,00 · ▼ −R$ 25,00 (−25%)");
    expect(card("Cancelados")).toHaveTextContent("1Semana passada: 3 · ▼ −2 (−67%)");
  });

  it("lists the open orders by state, today's orders per hour as a table for screen readers, and today's top products", async () => {
    renderDashboard();
    expect(await screen.findByTestId("open-PAID")).toHaveTextContent("Pedido Pago1");
    expect(screen.getByTestId("open-PREPARATION")).toHaveTextContent("Em Preparo1");
    expect(screen.getByTestId("open-DISPATCHED")).toHaveTextContent("Saiu para Entrega0");
    const perHour = await screen.findByRole("table", { name: "Pedidos de hoje por hora" });
    expect(within(perHour).getByRole("row", { name: "19h 3" })).toBeInTheDocument();
    expect(within(perHour).getByRole("row", { name: "20h 1" })).toBeInTheDocument();
    expect(within(perHour).getAllByRole("row")).toHaveLength(25);
    const top = screen.getByRole("table", { name: "Mais vendidos hoje" });
    expect(within(top).getByRole("row", { name: /^Calabresa 2,5 R\$\s150,00$/ })).toBeInTheDocument();
  });

  it("reads today's figures again when the staff stream reports an order change", async () => {
    const { data, setToday } = renderDashboard();
    await screen.findByTestId("figure-Faturamento");
    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    await screen.findByText("Atualizando ao vivo.");
    setToday({ ...TODAY, orders: 5, revenue: 380 });
    act(() => emitStaffOrderEvent(data, data.orders[0]!));
    await waitFor(() => expect(card("Faturamento")).toHaveTextContent("R$ 380,00"));
    expect(card("Pedidos")).toHaveTextContent("5Semana passada: 2");
  });
});
