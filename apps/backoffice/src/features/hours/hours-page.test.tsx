import { backofficeMockData } from "@forno/api-client/msw";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

const rowOf = (day: string) => screen.getByRole("row", { name: new RegExp(`^${day}`) });

/** The demo week: Tuesday to Sunday, 18:00 to 23:30. */
function demoStore() {
  const data = backofficeMockData();
  data.hours = { ...data.hours, week: [2, 3, 4, 5, 6, 0].map((day) => ({ day, opens: "18:00", closes: "23:30" })) };
  return data;
}

describe("the Horários screen", () => {
  it("shows the week as a table, closed days marked", async () => {
    renderApp("/backoffice/hours", { data: demoStore() });
    expect(await screen.findByRole("heading", { name: "Horários", level: 1 })).toBeInTheDocument();
    expect(within(await screen.findByRole("row", { name: /^Segunda/ })).getByText("Fechado")).toBeInTheDocument();
    expect(within(rowOf("Terça")).getByLabelText("Terça, horário 1: abre às")).toHaveValue("18:00");
    expect(within(rowOf("Terça")).getByLabelText("Terça, horário 1: fecha às")).toHaveValue("23:30");
  });

  it("adds an interval, copies a day to others and saves the week with PUT /store/hours", async () => {
    const { user, data } = renderApp("/backoffice/hours", { data: demoStore() });
    await user.click(await screen.findByRole("button", { name: "Adicionar horário em Segunda" }));
    const opens = within(rowOf("Segunda")).getByLabelText("Segunda, horário 1: abre às");
    await user.clear(opens);
    await user.type(opens, "11:00");
    const closes = within(rowOf("Segunda")).getByLabelText("Segunda, horário 1: fecha às");
    await user.clear(closes);
    await user.type(closes, "14:00");
    await user.click(screen.getByRole("button", { name: "Copiar horários de Segunda para outros dias" }));
    await user.click(screen.getByRole("checkbox", { name: "Domingo" }));
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));
    expect(await screen.findByText("Horários salvos")).toBeInTheDocument();
    expect(data.hours.week.filter((interval) => interval.day === 1)).toEqual([{ day: 1, opens: "11:00", closes: "14:00" }]);
    expect(data.hours.week.filter((interval) => interval.day === 0)).toEqual([{ day: 0, opens: "11:00", closes: "14:00" }]);
    expect(data.hours.week.filter((interval) => interval.day === 2)).toEqual([{ day: 2, opens: "18:00", closes: "23:30" }]);
  });

  it("removes an interval, and shows the server's refusal naming the day", async () => {
    const { user, data } = renderApp("/backoffice/hours", { data: demoStore() });
    await user.click(await screen.findByRole("button", { name: "Remover horário 1 de Sábado" }));
    expect(within(rowOf("Sábado")).getByText("Fechado")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Adicionar horário em Terça" }));
    const opens = screen.getByLabelText("Terça, horário 2: abre às");
    await user.clear(opens);
    await user.type(opens, "19:00");
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("terça");
    expect(data.hours.week.some((interval) => interval.day === 6)).toBe(true);
  });

  it("adds a closed date and a date with special hours", async () => {
    const { user, data } = renderApp("/backoffice/hours", { data: demoStore() });
    await user.click(await screen.findByRole("button", { name: "Adicionar data" }));
    const date = screen.getByLabelText(/^Data \(/);
    await user.clear(date);
    await user.type(date, "2026-12-25");
    await user.click(screen.getByRole("button", { name: "Adicionar data" }));
    const dates = screen.getAllByLabelText(/^Data \(/);
    await user.clear(dates[1]!);
    await user.type(dates[1]!, "2026-12-31");
    await user.selectOptions(screen.getByLabelText("Como a loja abre em 31/12/2026"), "Horário especial");
    const closes = screen.getByLabelText("31/12/2026: fecha às");
    await user.clear(closes);
    await user.type(closes, "02:00");
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));
    await waitFor(() =>
      expect(data.hours.exceptions).toEqual([
        { date: "2026-12-25", closed: true },
        { date: "2026-12-31", opens: "18:00", closes: "02:00" },
      ]),
    );
  });

  it("pauses orders for 30 minutes with a reason, then resumes them", async () => {
    // Open all day, every day: open now, then closed by the pause.
    const { user, data } = renderApp("/backoffice/hours", { data: backofficeMockData() });
    await user.selectOptions(await screen.findByLabelText("Pausar por"), "30 minutos");
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent(/^Aberto/);
    await user.type(screen.getByLabelText(/^Motivo/), "Cozinha cheia");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Pausar pedidos" }));
    expect(await screen.findByText(/^Pedidos pausados até \d\d:\d\d · Cozinha cheia$/)).toBeInTheDocument();
    const until = Date.parse(data.hours.pause?.until ?? "");
    expect(until - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(until - before).toBeLessThan(31 * 60_000);
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent(/^Fechado/);
    await user.click(screen.getByRole("button", { name: "Retomar" }));
    expect(await screen.findByRole("button", { name: "Pausar pedidos" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent(/^Aberto/);
    expect(data.hours.pause).toBeNull();
  });

  it("pauses until resumed", async () => {
    const { user, data } = renderApp("/backoffice/hours", { data: demoStore() });
    await user.selectOptions(await screen.findByLabelText("Pausar por"), "Até retomar");
    await user.click(screen.getByRole("button", { name: "Pausar pedidos" }));
    expect(await screen.findByText("Pedidos pausados até serem retomados")).toBeInTheDocument();
    expect(data.hours.pause).toEqual({ until: null, reason: "" });
  });

  it("edits the scheduling and pricing rules with their own controls", async () => {
    const { user, data } = renderApp("/backoffice/hours", { data: demoStore() });
    const lead = await screen.findByRole("spinbutton", { name: "Antecedência mínima (minutos)" });
    await user.clear(lead);
    await user.type(lead, "45");
    await user.click(screen.getByRole("checkbox", { name: "Aceitar pedidos agendados com a loja fechada" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Preço da pizza com mais de um sabor" }), "Pelo sabor mais caro");
    const minimum = screen.getByRole("textbox", { name: /^Pedido mínimo \(R\$\)/ });
    expect(minimum).toHaveValue("0,00");
    await user.clear(minimum);
    await user.type(minimum, "30,00");
    await user.click(screen.getByRole("button", { name: "Salvar regras" }));
    expect(await screen.findByText("Regras salvas")).toBeInTheDocument();
    const value = (key: string) => data.settings.find((setting) => setting.key === key)?.value;
    expect(value("operation.schedule_lead_minutes")).toBe("45");
    expect(value("operation.accept_scheduled_when_closed")).toBe("false");
    expect(value("operation.fraction_pricing")).toBe("highest");
    expect(value("operation.min_order_amount")).toBe("30,00");
    expect(value("operation.slot_minutes")).toBe("30");
  });

  it("is in the sidebar", async () => {
    const data = backofficeMockData();
    const { user, router } = renderApp("/backoffice/orders", { data });
    await user.click(await screen.findByRole("link", { name: "Horários" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice/hours"));
    expect(await screen.findByRole("button", { name: "Salvar regras" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Salvar horários" })).toBeInTheDocument();
  });
});
