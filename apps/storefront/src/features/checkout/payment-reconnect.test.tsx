import { MOCK_PIX_CODE, MOCK_QR_PNG_BASE64, mockData } from "@forno/api-client/msw";
import type { Order } from "@forno/domain/schemas";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { line } from "../../../test/fixtures";
import { currentPath, renderApp } from "../../../test/render-app";
import { useCartStore } from "../../stores/cart/cart-store";

// Decision 2200: a lost payment stream is reconnected and the order read again; only a 4xx closes it.
const API = "http://localhost:3000";
const STREAM = `${API}/order-payments/sse/:orderId`;
const PIX = { qr_code: MOCK_PIX_CODE, qr_code_base64: MOCK_QR_PNG_BASE64 };

function pendingOrder(id = 7): Order {
  const base = structuredClone(mockData().orders[0]!);
  return { ...base, id, external_id: 1000 + id, OrderStateHistory: [{ id: 1, to_state: "PENDING", created_at: base.created_at }], OrderPayment: [] };
}

/** What the API does when a payment is approved, without the stream hearing it. */
function markPaidSilently(order: Order) {
  order.OrderStateHistory.push({ id: 2, to_state: "PAID", created_at: new Date().toISOString() });
}

/** A stream that is accepted and then drops at once, asking for a quick reconnection. */
const droppedStream = () => new HttpResponse("retry: 20\n\n", { headers: { "content-type": "text/event-stream" } });

describe("payment stream: lost connections", () => {
  const mock = useMockApi();
  let streamConnections = 0;
  let orderReads = 0;

  beforeEach(() => {
    streamConnections = 0;
    orderReads = 0;
    server.events.on("request:start", ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith("/order-payments/sse/")) streamConnections++;
      if (/^\/orders\/\d+$/.test(path)) orderReads++;
    });
    // The customer reads their own order (the shared mock serves it to staff only).
    server.use(
      http.get(`${API}/orders/:id`, ({ params }) => {
        const found = mock.data.orders.find((order) => order.id === Number(params.id));
        return found ? HttpResponse.json(found) : HttpResponse.json({ message: "Pedido não encontrado." }, { status: 404 });
      }),
    );
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it("Pix: the stream drops, the payment is approved meanwhile; on reconnecting the order is read again and the screen goes home", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    server.use(
      http.get(
        STREAM,
        () => {
          markPaidSilently(order);
          return droppedStream();
        },
        { once: true },
      ),
    );
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX }, cart: [line("Margherita", 1)] });
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(streamConnections).toBeGreaterThanOrEqual(2);
    expect(orderReads).toBeGreaterThanOrEqual(1);
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("Pix: a network error is not the end: the stream connects again and the re-read finds the order paid", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    server.use(
      http.get(STREAM, () => droppedStream(), { once: true }),
      http.get(
        STREAM,
        () => {
          markPaidSilently(order);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX } });
    // The default wait before a retry is 2 s (the network error carries no `retry:`).
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(streamConnections).toBeGreaterThanOrEqual(3);
    expect(logged).not.toHaveBeenCalledWith("Falha ao acompanhar o pagamento", expect.anything());
  }, 10_000);

  it("Pix: the page shown again reads the order again (no reconnection needed)", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX } });
    await screen.findByRole("img", { name: /QR Code/ });
    await waitFor(() => expect(streamConnections).toBe(1));
    markPaidSilently(order);
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(streamConnections).toBe(1);
  });

  it("Pix: a stream the server refuses (4xx) is closed, not retried, and its message shows", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    server.use(http.get(STREAM, () => HttpResponse.json({ message: "Pedido não encontrado." }, { status: 404 })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX } });
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Verifique o status do seu pedido");
    expect(failure).toHaveTextContent("Pedido não encontrado.");
    expect(logged).toHaveBeenCalledWith("Falha ao acompanhar o pagamento", expect.anything());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streamConnections).toBe(1);
    expect(currentPath()).toBe("/checkout/pix");
  });

  it("card, pending (CONT): approved while the stream was down, seen on reconnecting", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    let first: ReadableStreamDefaultController<Uint8Array> | undefined;
    server.use(
      http.post(`${API}/order-payments`, () => {
        // Pending; then the stream drops and the approval happens while it is down.
        setTimeout(() => {
          first?.enqueue(new TextEncoder().encode("retry: 20\n\n"));
          first?.close();
          markPaidSilently(order);
        }, 0);
        return HttpResponse.json({ id: "p-1", status: "pending", status_detail: "pending_contingency", external_reference: String(order.id), transaction_amount: 62.9 }, { status: 201 });
      }),
      http.get(
        STREAM,
        () => new HttpResponse(new ReadableStream<Uint8Array>({ start: (controller) => void (first = controller) }), { headers: { "content-type": "text/event-stream" } }),
        { once: true },
      ),
    );
    renderApp("/checkout/credit-card", { token: "client-token", state: { order }, cart: [line("Margherita", 1)] });
    await userEvent.type(await screen.findByLabelText("Número do cartão"), "4235 6477 2802 5682");
    await userEvent.type(screen.getByLabelText("Nome do titular (como no cartão)"), "CONT");
    await userEvent.type(screen.getByLabelText("Validade (MM/AA)"), "1130");
    await userEvent.type(screen.getByLabelText("CVV"), "123");
    await userEvent.click(screen.getByRole("button", { name: /^Pagar \| R\$/ }));
    expect(await screen.findByText("Processando Pagamento")).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(streamConnections).toBe(2);
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
