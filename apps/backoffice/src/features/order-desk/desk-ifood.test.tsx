import { backofficeMockData, emitStaffOrderEvent, mockIfoodOrder, openStaffStreams } from "@forno/api-client/msw";
import { type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";
import { UNDO_MS } from "./use-delayed-moves";

const card = (number: number) => screen.getByRole("article", { name: `#${number}` });
const column = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const board = () => document.querySelector("[data-stream]")!;

/** The desk with one iFood order placed `agoMs` ago (#1009), beside the mock's own orders. */
function renderWithIfood(agoMs: number, fields: Partial<Order> = {}) {
  const data = backofficeMockData();
  const ifood = mockIfoodOrder(9, new Date(Date.now() - agoMs).toISOString(), fields);
  data.orders.push(ifood);
  const { player, played } = recordingPlayer();
  const rendered = renderApp("/backoffice/orders", { data, routes: deskRoutes(player), advanceTimers: vi.advanceTimersByTime });
  return { ...rendered, played, ifood };
}

let historyId = 50_000;
const withState = (order: Order, to_state: OrderState): Order => ({ ...order, OrderStateHistory: [...order.OrderStateHistory, { id: ++historyId, to_state, created_at: new Date().toISOString() }] });

afterEach(() => vi.useRealTimers());

describe("iFood orders on the desk (growth.md section 4)", () => {
  it("show the iFood badge, iFood's number and phone, and count down to iFood's 8 minutes every second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithIfood(55_000, { discount: 10, discount_sponsor: "shared" });
    const ifoodCard = await screen.findByRole("article", { name: "#1009" });
    expect(within(column("Novos")).getByRole("article", { name: "#1009" })).toBeInTheDocument();
    expect(within(ifoodCard).getByText("iFood", { exact: true })).toHaveAttribute("data-channel", "ifood");
    expect(within(ifoodCard).getByText("iFood #9C09 · Tel. 0800 007 0110, código 12345678")).toBeInTheDocument();
    expect(within(ifoodCard).getByText("Desconto (dividido entre iFood e loja)")).toBeInTheDocument();
    expect(within(ifoodCard).getByText("-R$ 10,00")).toBeInTheDocument();
    expect(within(ifoodCard).getByText("iFood · pago")).toBeInTheDocument();
    const secondsLeft = () => {
      const [, minutes, seconds] = /^Confirme em (\d+):(\d{2})$/.exec(within(ifoodCard).getByText(/^Confirme em/).textContent!)!;
      return Number(minutes) * 60 + Number(seconds);
    };
    // Placed 55 s ago (and the render takes its time): about 7:05 left.
    expect(secondsLeft()).toBeGreaterThan(7 * 60 - 5);
    expect(secondsLeft()).toBeLessThanOrEqual(7 * 60 + 5);
    const before = secondsLeft();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(before - secondsLeft()).toBeGreaterThanOrEqual(3);
    expect(before - secondsLeft()).toBeLessThanOrEqual(4);
    // Another order has no countdown.
    expect(within(card(1001)).queryByText(/Confirme em/)).not.toBeInTheDocument();
  });

  it("turns the countdown red in its last two minutes, and drops it once iFood knows the order is confirmed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { data, ifood } = renderWithIfood(6 * 60_000 + 30_000);
    const countdown = await screen.findByText(/^Confirme em 1:[23]\d$/);
    expect(countdown).toHaveAttribute("data-urgent", "true");
    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    await waitFor(() => expect(board()).toHaveAttribute("data-stream", "open"));
    act(() => emitStaffOrderEvent(data, withState({ ...ifood, ifood: { ...ifood.ifood!, confirmed_at: new Date().toISOString() } }, "PREPARATION")));
    await waitFor(() => expect(within(card(1009)).queryByText(/Confirme em/)).not.toBeInTheDocument());
  });

  it("Cancelar asks for one of iFood's reasons, sends it, and the card shows Cancelamento solicitado until iFood cancels it, which rings the cancellation sound", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data, played, ifood } = renderWithIfood(60_000);
    await screen.findByRole("article", { name: "#1009" });
    await user.click(screen.getByRole("button", { name: "Cancelar pedido #1009" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancelar o pedido #1009 no iFood?" });
    const confirm = within(dialog).getByRole("button", { name: "Cancelar pedido" });
    expect(confirm).toBeDisabled();
    await user.click(await within(dialog).findByRole("radio", { name: "ITEM INDISPONÍVEL" }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(card(1009)).findByText("Cancelamento solicitado")).toBeInTheDocument();
    // Still in Novos, no countdown, no second Cancelar: iFood decides.
    expect(within(column("Novos")).getByRole("article", { name: "#1009" })).toBeInTheDocument();
    expect(within(card(1009)).queryByText(/Confirme em/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancelar pedido #1009" })).not.toBeInTheDocument();
    expect(data.orders.find((order) => order.id === 9)!.OrderStateHistory.at(-1)!.to_state).toBe("PAID");

    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    await waitFor(() => expect(board()).toHaveAttribute("data-stream", "open"));
    const requested = data.orders.find((order) => order.id === 9)!;
    act(() => emitStaffOrderEvent(data, withState({ ...ifood, ifood: requested.ifood }, "CANCELLED_STORE")));
    expect(await within(column("Concluídos hoje")).findByRole("article", { name: "#1009" })).toBeInTheDocument();
    expect(within(card(1009)).queryByText("Cancelamento solicitado")).not.toBeInTheDocument();
    expect(played).toContain("cancelled");
  });

  it("shows iFood's refusal kept on the order in plain Portuguese", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithIfood(60_000, { ifood: { ...mockIfoodOrder(9, new Date().toISOString()).ifood!, problem: "O iFood recusou: Pedido já foi despachado" } });
    const ifoodCard = await screen.findByRole("article", { name: "#1009" });
    expect(within(ifoodCard).getByText("O iFood recusou: Pedido já foi despachado")).toBeInTheDocument();
  });

  it("Aceitar tells iFood and moves the card to Em preparo, its countdown gone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data } = renderWithIfood(60_000);
    await screen.findByRole("article", { name: "#1009" });
    await user.click(screen.getByRole("button", { name: "Aceitar: pedido #1009" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(data.orders.find((order) => order.id === 9)!.OrderStateHistory.at(-1)!.to_state).toBe("PREPARATION"));
    expect(await within(column("Em preparo")).findByRole("article", { name: "#1009" })).toBeInTheDocument();
    expect(within(card(1009)).queryByText(/Confirme em/)).not.toBeInTheDocument();
  });

  it("a move iFood refuses shows iFood's message on the card and leaves it where it was", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data } = renderWithIfood(60_000);
    data.ifoodRefusal = "Pedido já foi cancelado pelo cliente";
    await screen.findByRole("article", { name: "#1009" });
    await user.click(screen.getByRole("button", { name: "Aceitar: pedido #1009" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    expect(await within(card(1009)).findByRole("alert")).toHaveTextContent("O iFood recusou: Pedido já foi cancelado pelo cliente");
    expect(within(column("Novos")).getByRole("article", { name: "#1009" })).toBeInTheDocument();
    expect(within(card(1009)).getByText(/^Confirme em \d+:\d{2}$/)).toBeInTheDocument();
    expect(data.orders.find((order) => order.id === 9)!.OrderStateHistory.at(-1)!.to_state).toBe("PAID");
  });

  it("Voltar in the reasons dialog cancels nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data } = renderWithIfood(60_000);
    await screen.findByRole("article", { name: "#1009" });
    await user.click(screen.getByRole("button", { name: "Cancelar pedido #1009" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancelar o pedido #1009 no iFood?" });
    expect(await within(dialog).findAllByRole("radio")).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    expect(within(card(1009)).queryByText("Cancelamento solicitado")).not.toBeInTheDocument();
    expect(data.orders.find((order) => order.id === 9)!.ifood!.cancellation_requested_at).toBeNull();
  });
});
