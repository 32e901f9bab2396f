import { backofficeMockData, emitStaffOrderEvent, openStaffStreams } from "@forno/api-client/msw";
import { type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_URL, renderApp } from "../../../test/render";
import { server } from "../../../test/setup";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";
import { UNDO_MS } from "./use-delayed-moves";
import { LIST_RETRY_MS } from "./use-order-desk";

function renderDesk(options: { audio?: "running" | "blocked"; data?: ReturnType<typeof backofficeMockData>; handlers?: Parameters<typeof server.use> } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { player, played } = recordingPlayer(options.audio);
  const { data, handlers } = options;
  return { ...renderApp("/backoffice/orders", { routes: deskRoutes(player), advanceTimers: vi.advanceTimersByTime, ...(data ? { data } : {}), ...(handlers ? { handlers } : {}) }), played };
}

const column = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (number: number) => screen.getByRole("article", { name: `#${number}` });
const board = () => document.querySelector("[data-stream]")!;
let historyId = 20_000;
const withState = (order: Order, to_state: OrderState): Order => ({
  ...order,
  OrderStateHistory: [...order.OrderStateHistory, { id: ++historyId, to_state, created_at: new Date().toISOString() }],
});

/** Holds every POST /order-state-historys until `release()`, then lets the mock answer it. */
function holdMoves() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${API_URL}/order-state-historys`, async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

describe("the desk in a rush", () => {
  it("never counts an accepted order as waiting, and keeps its card in Em preparo while the save is in flight", async () => {
    const { user, data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await waitFor(() => expect(document.title).toBe("(1) Pedidos · Forno"));
    const release = holdMoves();

    await user.click(screen.getByRole("button", { name: "Aceitar: pedido #1001" }));
    // The undo window: already out of the count and the ring, though the server still says PAID.
    await waitFor(() => expect(document.title).toBe("Pedidos · Forno"));
    expect(board()).toHaveAttribute("data-ringing", "false");
    expect(board()).toHaveAttribute("data-new-orders", "0");

    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    // Sent, not answered: still in Em preparo, no longer undoable, never back in Novos.
    expect(within(column("Em preparo")).getByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(within(column("Novos")).queryByRole("article", { name: "#1001" })).not.toBeInTheDocument();
    expect(within(card(1001)).getByRole("status")).toHaveTextContent("Enviando");
    expect(within(card(1001)).queryByRole("button", { name: "Desfazer" })).not.toBeInTheDocument();
    expect(document.title).toBe("Pedidos · Forno");

    release();
    await waitFor(() => expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("PREPARATION"));
    await waitFor(() => expect(within(card(1001)).queryByRole("status")).not.toBeInTheDocument());
    expect(within(column("Em preparo")).getByRole("article", { name: "#1001" })).toBeInTheDocument();
    expect(document.title).toBe("Pedidos · Forno");
  });

  it("rings the cancellation sound for a paid order cancelled elsewhere, never for its own cancellation or an unpaid order", async () => {
    const { user, data, played } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    await waitFor(() => expect(board()).toHaveAttribute("data-stream", "open"));
    const cancellations = () => played.filter((sound) => sound === "cancelled").length;

    // Another desk cancels #1002 (in preparation, paid).
    act(() => emitStaffOrderEvent(data, withState(data.orders[1]!, "CANCELLED_STORE")));
    expect(await within(column("Concluídos hoje")).findByRole("article", { name: "#1002" })).toBeInTheDocument();
    expect(cancellations()).toBe(1);

    // A pending (unpaid) order the customer gives up on was never on the board.
    act(() => emitStaffOrderEvent(data, withState(data.orders[3]!, "CANCELLED_CLIENT")));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(cancellations()).toBe(1);

    // This desk cancels #1001: its own dialog, no alarm (the stream's echo may come before the answer).
    await user.click(screen.getByRole("button", { name: "Cancelar pedido #1001" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancelar pedido" }));
    await waitFor(() => expect(data.orders[0]?.OrderStateHistory.at(-1)?.to_state).toBe("CANCELLED_STORE"));
    expect(await within(column("Concluídos hoje")).findByRole("article", { name: "#1001" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(cancellations()).toBe(1);
  });

  it("shows one sound control: 'Ativar som' alone while the browser blocks sound, and unmuting while blocked unlocks it", async () => {
    const { user } = renderDesk({ audio: "blocked" });
    await screen.findByRole("article", { name: "#1001" });
    expect(screen.getByRole("button", { name: "Ativar som" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Som (ligado|desligado)$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ativar som" }));
    await waitFor(() => expect(board()).toHaveAttribute("data-audio", "running"));
    expect(screen.getByRole("button", { name: "Som ligado" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("button", { name: "Ativar som" })).not.toBeInTheDocument();
  });

  it("muted by the store's setting while the browser blocks sound: 'Som desligado' alone, and one tap turns it on for real", async () => {
    const data = backofficeMockData();
    data.store.operation.alert_sound = false;
    const { user } = renderDesk({ audio: "blocked", data });
    await screen.findByRole("article", { name: "#1001" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Som desligado" })).toHaveAttribute("aria-pressed", "true"));
    expect(screen.queryByRole("button", { name: "Ativar som" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Som desligado" }));
    await waitFor(() => expect(board()).toHaveAttribute("data-audio", "running"));
    expect(screen.getByRole("button", { name: "Som ligado" })).toBeInTheDocument();
    expect(board()).toHaveAttribute("data-ringing", "true");
  });

  it("prints from a hidden frame: no new tab, the desk stays in front", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const { user } = renderDesk();
    await user.click(await screen.findByRole("button", { name: "Imprimir pedido #1001" }));
    const frame = document.querySelector("iframe");
    expect(frame).not.toBeNull();
    const src = new URL(frame!.src, "http://localhost");
    expect(src.pathname).toBe("/backoffice/orders/1/print");
    expect(Object.fromEntries(src.searchParams)).toEqual({ template: "kitchen", width: "48", autoprint: "1" });
    expect(frame).toHaveAttribute("aria-hidden", "true");
    expect(open).not.toHaveBeenCalled();
  });

  it("reads a failed list again by itself until it answers, saying so meanwhile", async () => {
    let down = true;
    let refused = 0;
    // In front of the mock's own handlers, so this one answers first.
    renderDesk({
      handlers: [
        http.get(`${API_URL}/orders`, () => {
          if (!down) return undefined;
          refused += 1;
          return HttpResponse.json({ statusCode: 503, error: "Service Unavailable", message: "Serviço indisponível." }, { status: 503 });
        }),
      ],
    });
    expect(await screen.findByText(/Não foi possível carregar os pedidos/)).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "#1001" })).not.toBeInTheDocument();
    // Still down: it keeps trying on its own.
    const before = refused;
    await act(() => vi.advanceTimersByTimeAsync(LIST_RETRY_MS + 200));
    await waitFor(() => expect(refused).toBeGreaterThan(before));
    down = false;
    await act(() => vi.advanceTimersByTimeAsync(LIST_RETRY_MS + 200));
    expect(await screen.findByRole("article", { name: "#1001" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Não foi possível carregar os pedidos/)).not.toBeInTheDocument());
  });

  it("opens a long item list in place, and closes it again", async () => {
    // jsdom lays nothing out: a paragraph taller than its box is what a clamped list looks like.
    const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight")!.get!;
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.id.startsWith("order-items-") ? 40 : (clientHeight.call(this) as number);
    });
    vi.spyOn(Element.prototype, "scrollHeight", "get").mockImplementation(function (this: Element) {
      return this.id.startsWith("order-items-") ? 60 : 0;
    });
    const { user } = renderDesk();
    const paid = await screen.findByRole("article", { name: "#1001" });
    const more = within(paid).getByRole("button", { name: "Ver todos os itens" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(within(paid).getByRole("button", { name: "Ver menos" })).toHaveAttribute("aria-expanded", "true");
    await user.click(within(paid).getByRole("button", { name: "Ver menos" }));
    expect(within(paid).getByRole("button", { name: "Ver todos os itens" })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
