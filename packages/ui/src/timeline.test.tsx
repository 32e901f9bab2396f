import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Timeline, type TimelineOrder } from "./timeline";

// Times are UTC on the wire; São Paulo is UTC-3, so 17:02Z shows as 14:02.
type Entry = TimelineOrder["OrderStateHistory"][number];
const at = (state: Entry["to_state"], time: string): Entry => ({ to_state: state, created_at: `2025-05-10T${time}:00.000Z` });

const pending = at("PENDING", "17:00");
const paid = at("PAID", "17:02");
const preparation = at("PREPARATION", "17:10");
const dispatched = at("DISPATCHED", "17:40");
const scheduled_time = "2025-05-10T17:47:00.000Z";

function steps() {
  return within(screen.getByRole("list", { name: "Andamento do pedido" })).getAllByRole("listitem");
}

afterEach(() => vi.useRealTimers());

describe("Timeline", () => {
  it("highlights the reached steps with their HH:mm and leaves the rest pending", () => {
    render(<Timeline order={{ OrderStateHistory: [pending, paid, preparation], scheduled_time }} />);
    const items = steps();
    expect(items.map((item) => item.getAttribute("data-state"))).toEqual(["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"]);
    expect(items.map((item) => item.getAttribute("data-reached"))).toEqual(["true", "true", "true", "false", "false"]);
    expect(items[0]).toHaveTextContent("Aguardando Pagamento14:00");
    expect(items[1]).toHaveTextContent("Pedido Pago14:02");
    expect(items[2]).toHaveTextContent("Em Preparo14:10");
    expect(items[2]).toHaveAttribute("aria-current", "step");
    expect(items[3]).toHaveTextContent("Saiu para Entregapendente");
    expect(items[4]).toHaveTextContent("Entreguependente");
  });

  it("an order paid on delivery reads 'Pedido confirmado' for its PAID step", () => {
    render(<Timeline order={{ OrderStateHistory: [pending, paid], scheduled_time, OrderPayment: [{ payment_method: "cash", status: "approved", change_for: 50 }] }} />);
    expect(steps()[1]).toHaveTextContent("Pedido confirmado14:02");
    expect(screen.queryByText("Pedido Pago")).not.toBeInTheDocument();
  });

  it("hides the unreached steps and appends Erro with the last time when the order ends in ERROR", () => {
    render(<Timeline order={{ OrderStateHistory: [pending, paid, at("ERROR", "17:05")], scheduled_time }} />);
    const items = steps();
    expect(items.map((item) => item.getAttribute("data-state"))).toEqual(["PENDING", "PAID", "ERROR"]);
    expect(items[2]).toHaveTextContent("Erro14:05");
    expect(items[2]).toHaveAttribute("aria-current", "step");
    expect(screen.queryByText("Em Preparo")).not.toBeInTheDocument();
  });

  it("shows the scheduled time only in PREPARATION or DISPATCHED", () => {
    const line = "Horário previsto para entrega/retirada: 14:47";
    const { rerender } = render(<Timeline order={{ OrderStateHistory: [pending, paid], scheduled_time }} now={Date.parse(paid.created_at as string)} />);
    expect(screen.queryByText(line)).not.toBeInTheDocument();
    rerender(<Timeline order={{ OrderStateHistory: [pending, paid, preparation], scheduled_time }} />);
    expect(screen.getByText(line)).toBeInTheDocument();
    rerender(<Timeline order={{ OrderStateHistory: [pending, paid, preparation, dispatched], scheduled_time }} />);
    expect(screen.getByText(line)).toBeInTheDocument();
    rerender(<Timeline order={{ OrderStateHistory: [pending, paid, preparation, at("ERROR", "17:30")], scheduled_time }} />);
    expect(screen.queryByText(line)).not.toBeInTheDocument();
  });

  it("warns with a call link to the store once the order has been PAID for more than 5 minutes", () => {
    const order = { OrderStateHistory: [pending, paid], scheduled_time };
    const paidAt = Date.parse(paid.created_at as string);
    const { rerender } = render(<Timeline order={order} storePhone="11987654321" now={paidAt + 5 * 60_000} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<Timeline order={order} storePhone="11987654321" now={paidAt + 5 * 60_000 + 1_000} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Houve um problema ao enviar seu pedido para a loja. Por favor, ligue para (11)98765-4321.");
    expect(within(alert).getByRole("link", { name: "(11)98765-4321" })).toHaveAttribute("href", "tel:+5511987654321");
  });

  it("raises the warning by itself as time passes", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const paidAt = Date.parse(paid.created_at as string);
    vi.setSystemTime(paidAt + 4 * 60_000);
    render(<Timeline order={{ OrderStateHistory: [pending, paid], scheduled_time }} storePhone="1133334444" />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByRole("alert")).toHaveTextContent("ligue para (11)3333-4444.");
  });

  it("does not warn after the kitchen has taken the order", () => {
    const paidAt = Date.parse(paid.created_at as string);
    render(<Timeline order={{ OrderStateHistory: [pending, paid, preparation], scheduled_time }} storePhone="11987654321" now={paidAt + 60 * 60_000} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("renders nothing for a delivered order", () => {
    const { container } = render(
      <Timeline order={{ OrderStateHistory: [pending, paid, preparation, dispatched, at("DELIVERED", "18:00")], scheduled_time }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
