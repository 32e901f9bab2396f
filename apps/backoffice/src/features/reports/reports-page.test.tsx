import { backofficeMockData, mockReportSummary } from "@forno/api-client/msw";
import { REPORT_MESSAGES, presetPeriod } from "@forno/domain/reports";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, searchOf } from "../../../test/render";
import { storeToday } from "./store-today";

const today = storeToday();
const card = (label: string) => screen.getByTestId(`figure-${label}`);

afterEach(() => vi.restoreAllMocks());

describe("Relatórios", () => {
  it("opens on the last 7 days with every figure of the summary", async () => {
    renderApp("/backoffice/reports");
    const expected = mockReportSummary(presetPeriod("7d", today));
    expect(await screen.findByRole("heading", { level: 1, name: "Relatórios" })).toBeInTheDocument();
    await screen.findByTestId("figure-Faturamento");
    expect(card("Faturamento")).toHaveTextContent(`R$ ${expected.revenue.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
    expect(card("Pedidos")).toHaveTextContent(String(expected.orders));
    expect(card("Cancelados")).toHaveTextContent(`1 (${((100 / (expected.orders + 1)).toLocaleString("pt-BR", { maximumFractionDigits: 1 }))}%)`);
    expect(card("Clientes novos")).toHaveTextContent("2");
    expect(card("Preparo (mediana)")).toHaveTextContent("18,5 min");
    expect(card("Entrega (mediana)")).toHaveTextContent("27 min");
    expect(screen.getByRole("button", { name: "7 dias" })).toHaveAttribute("aria-pressed", "true");

    const perDay = await screen.findByRole("table", { name: "Faturamento por dia" });
    expect(within(perDay).getAllByRole("row")).toHaveLength(1 + 7);
    const heatmap = await screen.findByRole("table", { name: "Pedidos por dia da semana e hora" });
    expect(within(heatmap).getAllByRole("row").length).toBeGreaterThan(1);
    const top = screen.getByRole("table", { name: /mais vendidos/ });
    expect(within(top).getByRole("rowheader", { name: "Margherita" })).toBeInTheDocument();
    // Coupons (growth.md section 1): the discounts of the period and the coupons most used.
    expect(card("Descontos")).toHaveTextContent("R$ 12,50");
    const coupons = screen.getByRole("table", { name: /Cupons mais usados/ });
    const row = within(coupons).getByRole("rowheader", { name: "PRIMEIRA10" }).closest("tr")!;
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\u00a0/g, " "))).toEqual(["2", "R$ 12,50"]);
  });

  it("shows the loyalty card's rewards used in the period and what they took off, beside the coupons", async () => {
    const data = backofficeMockData();
    data.reportSummary = (period) => ({ ...mockReportSummary(period), rewards: { count: 3, discount: 149.7 } });
    renderApp("/backoffice/reports", { data });
    const rewards = await screen.findByRole("region", { name: "Recompensas do cartão fidelidade" });
    const pairs = within(rewards).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, " ")]);
    expect(pairs).toEqual([
      ["Recompensas usadas", "3"],
      ["Descontos das recompensas", "R$ 149,70"],
    ]);
    // Beside the coupons: the same row of panels.
    expect(rewards.parentElement).toContainElement(screen.getByRole("table", { name: /Cupons mais usados/ }));
  });

  it("says when no reward was used in the period", async () => {
    const data = backofficeMockData();
    data.reportSummary = (period) => ({ ...mockReportSummary(period), rewards: { count: 0, discount: 0 } });
    renderApp("/backoffice/reports", { data });
    const rewards = await screen.findByRole("region", { name: "Recompensas do cartão fidelidade" });
    expect(rewards).toHaveTextContent("Nenhuma recompensa usada no período.");
    expect(within(rewards).queryByRole("term")).not.toBeInTheDocument();
  });

  it("changes the period with a preset or two dates, refusing a reversed period before asking the API", async () => {
    const { user, router } = renderApp("/backoffice/reports");
    await screen.findByTestId("figure-Faturamento");
    await user.click(screen.getByRole("button", { name: "30 dias" }));
    const thirty = presetPeriod("30d", today);
    await waitFor(() => expect(searchOf(router).get("from")).toBe(thirty.from));
    expect(searchOf(router).get("to")).toBe(today);
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Faturamento por dia" })).getAllByRole("row")).toHaveLength(31));
    expect(card("Pedidos")).toHaveTextContent(String(mockReportSummary(thirty).orders));

    const from = screen.getByLabelText("De");
    await user.clear(from);
    await user.type(from, "2026-03-12");
    const to = screen.getByLabelText("Até");
    await user.clear(to);
    await user.type(to, "2026-03-10");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REPORT_MESSAGES.order);
    expect(searchOf(router).get("from")).toBe(thirty.from);

    await user.clear(to);
    await user.type(to, "2026-03-14");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(searchOf(router).get("to")).toBe("2026-03-14"));
    expect(searchOf(router).get("from")).toBe("2026-03-12");
    await waitFor(() => expect(card("Pedidos")).toHaveTextContent(String(mockReportSummary({ from: "2026-03-12", to: "2026-03-14" }).orders)));
  });

  it("downloads the period's CSV with 'Exportar CSV'", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:relatorio";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp("/backoffice/reports?from=2026-03-10&to=2026-03-12");
    await screen.findByTestId("figure-Faturamento");
    await user.click(screen.getByRole("button", { name: "Exportar CSV" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe("pedidos-2026-03-10-a-2026-03-12.csv");
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")[1]).toBe("1001;10/03/2026 19:00;50,00");
  });
});
