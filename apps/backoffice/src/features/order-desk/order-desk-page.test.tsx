import { dropStaffStreams, emitStaffOrderEvent, openStaffStreams } from "@forno/api-client/msw";
import { type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";
import { UNDO_MS } from "./use-delayed-moves";

function renderDesk(options: { audio?: "running" | "blocked"; fakeTimers?: boolean } = {}) {
  const { player, played } = recordingPlayer(options.audio);
  const rendered = renderApp("/backoffice/orders", { routes: deskRoutes(player), ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}) });
  return { ...rendered, played };
}

const column = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (number: number) => screen.getByRole("article", { name: `#${number}` });
const board = () => document.querySelector("[data-stream]")!;
/** History ids as the database makes them: integers within PostgreSQL's range (the stream's schema checks). */
let historyId = 10_000;
const withState = (order: Order, to_state: OrderState): Order => ({
  ...order,
  OrderStateHistory: [...order.OrderStateHistory, { id: ++historyId, to_state, created_at: new Date().toISOString() }],
});

async function connected(data: Parameters<typeof openStaffStreams>[0]) {
  await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
  await waitFor(() => expect(board()).toHaveAttribute("data-stream", "open"));
}

afterEach(() => vi.useRealTimers());

describe("the order desk", () => {
  it("shows the four columns with each card's number, client, place, items, payment and timer", async () => {
    renderDesk();
    expect(await screen.findByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.firstChild?.textContent)).toEqual(["Novos", "Em preparo", "Em entrega", "Concluídos hoje"]);
    const paid = within(column("Novos")).getByRole("article", { name: "#1001" });
    expect(within(paid).getByText("Maria da Silva")).toBeInTheDocument();
    expect(within(paid).getByText("Entrega · Bela Vista")).toBeInTheDocument();
    expect(within(paid).getByText("1x Margherita")).toBeInTheDocument();
    expect(within(paid).getByText("Pix · pago")).toBeInTheDocument();
    expect(within(paid).getByText(/62,90/)).toBeInTheDocument();
    // Paid long ago in the fixtures: red, and said in words too.
    expect(within(paid).getByText("Muito atrasado")).toBeInTheDocument();
    expect(within(column("Em preparo")).getByRole("article", { name: "#1002" })).toBeInTheDocument();
    expect(within(column("Em preparo")).getByRole("button", { name: "Saiu para entrega: pedido #1002" })).toBeInTheDocument();
    // PENDING (#1004) is not on the board; #1003 was delivered on another day.
    expect(screen.queryByRole("article", { name: "#1004" })).not.toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "#1003" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("(1) Pedidos · Forno"));
  });

  it("rings while an order waits in Novos and stops once it is accepted; nothing reaches the server before the undo time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data, played } = renderDesk({ fakeTimers: true });
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    expect(board()).toHaveAttribute("data-ringing", "true");
    expect(played).toContain("new");

    await user.click(screen.getByRole("button", { name: "Aceitar: pedido #1001" }));
    expect(within(column("Em preparo")).getByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(within(card(1001)).getByRole("button", { name: "Desfazer" })).toBeInTheDocument();
    expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("PAID");

    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("PREPARATION"));
    await waitFor(() => expect(board()).toHaveAttribute("data-ringing", "false"));
    expect(within(card(1001)).queryByRole("button", { name: "Desfazer" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Pedidos · Forno"));
  });

  it("takes a mistaken tap back with Desfazer: the card returns and the server never hears of it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data } = renderDesk({ fakeTimers: true });
    await screen.findByRole("article", { name: "#1002" });
    await user.click(screen.getByRole("button", { name: "Saiu para entrega: pedido #1002" }));
    expect(within(column("Em entrega")).getByRole("article", { name: "#1002" })).toBeInTheDocument();
    await user.click(within(card(1002)).getByRole("button", { name: "Desfazer" }));
    expect(within(column("Em preparo")).getByRole("article", { name: "#1002" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS * 2));
    expect(data.orders[1]?.OrderStateHistory.at(-1)?.to_state).toBe("PREPARATION");
  });

  it("shows the server's refusal on the card", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, data } = renderDesk({ fakeTimers: true });
    await screen.findByRole("article", { name: "#1002" });
    // Another desk moved it on; this desk has not heard yet.
    data.orders[1] = withState(data.orders[1]!, "DISPATCHED");
    await user.click(screen.getByRole("button", { name: "Saiu para entrega: pedido #1002" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    expect(await within(card(1002)).findByRole("alert")).toHaveTextContent("Não é possível mudar o pedido de Saiu para Entrega para Saiu para Entrega.");
  });

  it("asks before cancelling, then cancels at once", async () => {
    const { user, data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await user.click(screen.getByRole("button", { name: "Cancelar pedido #1001" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancelar o pedido #1001?" });
    await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
    expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("PAID");
    await user.click(screen.getByRole("button", { name: "Cancelar pedido #1001" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancelar pedido" }));
    await waitFor(() => expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("CANCELLED_STORE"));
    expect(await within(column("Concluídos hoje")).findByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(within(card(1001)).getByText("Cancelado pela Loja")).toBeInTheDocument();
  });

  it("shows an order paid elsewhere without reloading, counts it in the title, and plays the other sound for a customer's cancellation", async () => {
    const { data, played } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    const paid = withState(data.orders[3]!, "PAID");
    act(() => emitStaffOrderEvent(data, paid));
    expect(await within(column("Novos")).findByRole("article", { name: "#1004" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("(2) Pedidos · Forno"));

    act(() => emitStaffOrderEvent(data, withState(paid, "CANCELLED_CLIENT")));
    expect(await within(column("Concluídos hoje")).findByRole("article", { name: "#1004" })).toBeInTheDocument();
    expect(played).toContain("cancelled");
    await waitFor(() => expect(document.title).toBe("(1) Pedidos · Forno"));
  });

  it("shows 'Confirmado no PDV' on a card once the store's PDV confirms it, live (operations.md section 7)", async () => {
    const { data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    expect(within(card(1001)).queryByText("Confirmado no PDV")).not.toBeInTheDocument();
    await connected(data);
    act(() => emitStaffOrderEvent(data, { ...data.orders[0]!, opendelivery_confirmed_at: new Date().toISOString() }));
    expect(await within(card(1001)).findByText("Confirmado no PDV")).toBeInTheDocument();
    // Still waiting in Novos: the confirmation moves nothing.
    expect(within(column("Novos")).getByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(within(card(1002)).queryByText("Confirmado no PDV")).not.toBeInTheDocument();
  });

  it("says how much change to take for an order paid in cash on delivery (decision 1703)", async () => {
    const { data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    const order = data.orders[3]!;
    const cash = withState({ ...order, OrderPayment: [{ id: 77, payment_method: "cash", status: "approved", transaction_amount: order.amount + order.delivery_fee, change_for: 100, created_at: new Date().toISOString() }] }, "PAID");
    act(() => emitStaffOrderEvent(data, cash));
    const card = await within(column("Novos")).findByRole("article", { name: "#1004" });
    const change = Math.round((100 - order.amount - order.delivery_fee) * 100);
    const levar = `R$ ${Math.floor(change / 100)},${String(change % 100).padStart(2, "0")}`;
    expect(within(card).getByText(`Dinheiro na entrega · troco para R$ 100,00 (levar ${levar})`)).toBeInTheDocument();
  });

  it("shows a coupon's discount on the card, the total net of it (growth.md section 1)", async () => {
    const { data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    const discounted = withState({ ...data.orders[3]!, discount: 6.29, coupon_code: "PRIMEIRA10", discount_sponsor: "store" }, "PAID");
    act(() => emitStaffOrderEvent(data, discounted));
    const card = await within(column("Novos")).findByRole("article", { name: "#1004" });
    const line = within(card).getByText("Desconto (PRIMEIRA10)").parentElement!;
    expect(line).toHaveTextContent(/-R\$\s6,29/);
    // 54,90 + 8,00 - 6,29
    expect(within(card).getByText(/56,61/)).toBeInTheDocument();
  });

  it("names the loyalty card's reward on the card of an order that used it (growth.md section 2)", async () => {
    const { data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    const rewarded = withState({ ...data.orders[3]!, discount: 49.9, uses_reward: true, discount_sponsor: "store" }, "PAID");
    act(() => emitStaffOrderEvent(data, rewarded));
    const card = await within(column("Novos")).findByRole("article", { name: "#1004" });
    expect(within(card).getByText("Desconto (recompensa do cartão fidelidade)").parentElement).toHaveTextContent(/-R\$\s49,90/);
  });

  it("shows a red banner while the stream is down, then catches up when it returns", async () => {
    const { data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await connected(data);
    act(() => dropStaffStreams(data));
    expect(await screen.findByText("Sem conexão com o servidor")).toBeInTheDocument();
    // Paid while the desk was offline: no event reaches it, the catch-up does.
    data.orders[3] = withState(data.orders[3]!, "PAID");
    expect(await within(column("Novos")).findByRole("article", { name: "#1004" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Sem conexão com o servidor")).not.toBeInTheDocument());
  });

  it("offers 'Ativar som' while the browser blocks sound, and shows the muted state", async () => {
    const { user } = renderDesk({ audio: "blocked" });
    await screen.findByRole("article", { name: "#1001" });
    expect(board()).toHaveAttribute("data-audio", "blocked");
    await user.click(screen.getByRole("button", { name: "Ativar som" }));
    await waitFor(() => expect(board()).toHaveAttribute("data-audio", "running"));
    expect(screen.queryByRole("button", { name: "Ativar som" })).not.toBeInTheDocument();

    expect(board()).toHaveAttribute("data-ringing", "true");
    await user.click(screen.getByRole("button", { name: "Som ligado" }));
    expect(screen.getByRole("button", { name: "Som desligado" })).toHaveAttribute("aria-pressed", "true");
    expect(board()).toHaveAttribute("data-ringing", "false");
  });
});
