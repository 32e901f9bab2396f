import { backofficeMockData } from "@forno/api-client/msw";
import { type Order } from "@forno/domain/schemas";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, searchOf } from "../../../test/render";

/** A delivered order that left with `driver` at `at`, its fee and total, paid in cash or by Pix. */
function delivered(base: Order, id: number, driver: { id: number; name: string }, at: string, fee: number, cash: boolean): Order {
  return {
    ...structuredClone(base),
    id,
    external_id: 2000 + id,
    amount: 50,
    delivery_fee: fee,
    driver,
    OrderStateHistory: [
      { id: id * 10, to_state: "PAID", created_at: at },
      { id: id * 10 + 1, to_state: "DISPATCHED", created_at: at },
      { id: id * 10 + 2, to_state: "DELIVERED", created_at: at },
    ],
    OrderPayment: [{ id, payment_method: (cash ? "cash" : "bank_transfer") as "bank_transfer", status: "approved", transaction_amount: 50 + fee, change_for: null, created_at: at }],
  };
}

function dataWithNight() {
  const data = backofficeMockData();
  const carlos = { id: 1, name: "Carlos Entregas" };
  const bruna = { id: 2, name: "Bruna Lima" };
  const base = data.orders[0]!;
  data.orders.push(
    delivered(base, 50, carlos, "2026-03-10T23:00:00.000Z", 5, true),
    delivered(base, 51, carlos, "2026-03-11T01:30:00.000Z", 6.5, false),
    delivered(base, 52, bruna, "2026-03-10T22:00:00.000Z", 4.25, true),
    // 00:10 of the 11th in São Paulo: the next day's settlement.
    delivered(base, 53, bruna, "2026-03-11T03:10:00.000Z", 9, true),
  );
  return data;
}

afterEach(() => vi.restoreAllMocks());

describe("the Fechamento", () => {
  it("lists each driver's deliveries, fees and cash to collect for the day, with the totals", async () => {
    renderApp("/backoffice/drivers/closing?date=2026-03-10", { data: dataWithNight() });
    expect(await screen.findByRole("heading", { name: "Fechamento dos entregadores · 10/03/2026" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const lines = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.replace(/\s/g, " ")));
    expect(lines).toEqual([
      ["Entregador", "Entregas", "Taxas de entrega", "Dinheiro a receber"],
      ["Bruna Lima", "1", "R$ 4,25", "R$ 54,25"],
      ["Carlos Entregas", "2", "R$ 11,50", "R$ 55,00"],
      ["Total", "3", "R$ 15,75", "R$ 109,25"],
    ]);
  });

  it("changes the day from the date field, kept in the address", async () => {
    const { router } = renderApp("/backoffice/drivers/closing?date=2026-03-10", { data: dataWithNight() });
    await screen.findByRole("table");
    // jsdom's date input takes no typing: the value is set as the browser's picker sets it.
    fireEvent.change(screen.getByLabelText("Data"), { target: { value: "2026-03-11" } });
    expect(await screen.findByRole("heading", { name: "Fechamento dos entregadores · 11/03/2026" })).toBeInTheDocument();
    expect(searchOf(router).get("date")).toBe("2026-03-11");
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("Bruna Lima");
    expect(within(rows[1]!).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\s/g, " "))).toEqual(["1", "R$ 9,00", "R$ 59,00"]);
  });

  it("opens on today in the store's zone and says when nobody went out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-03-11T02:30:00.000Z") });
    try {
      renderApp("/backoffice/drivers/closing", { data: backofficeMockData() });
      // 23:30 of the 10th in São Paulo.
      expect(await screen.findByText("Nenhuma entrega com entregador em 10/03/2026.")).toBeInTheDocument();
      expect(screen.getByLabelText("Data")).toHaveValue("2026-03-10");
      expect(screen.getByRole("button", { name: "Imprimir" })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("prints the sheet", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const { user } = renderApp("/backoffice/drivers/closing?date=2026-03-10", { data: dataWithNight() });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
