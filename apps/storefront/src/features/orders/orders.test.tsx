import type { Order } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { holdOrderStream, withState } from "../../../test/held-order-stream";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const API = "http://localhost:3000";

function order(base: Order, id: number, fields: Partial<Order> = {}): Order {
  return { ...structuredClone(base), id, external_id: 1000 + id, ...fields };
}

describe("orders list", () => {
  const mock = useMockApi();
  afterEach(() => vi.unstubAllGlobals());

  it("without a session asks for a sign-in", async () => {
    renderApp("/orders");
    await waitFor(() => expect(currentPath()).toBe("/sign-in"));
  });

  it("empty: 'Você ainda não fez nenhum pedido' and 'Ver cardápio'", async () => {
    mock.data.orders = [];
    renderApp("/orders", { token: "client-token" });
    expect(await screen.findByRole("heading", { name: "Você ainda não fez nenhum pedido" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ver cardápio" }));
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
  });

  it("asks for 20 a page, newest first, PENDING excluded; each row's total is amount + delivery_fee", async () => {
    const queries: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === "/orders") queries.push(url.searchParams);
    });
    renderApp("/orders", { token: "client-token" });
    const row = await screen.findByRole("link", { name: /Pedido #1042/ });
    expect(row).toHaveTextContent("Pedido Pago");
    expect(row).toHaveTextContent("R$ 62,90");
    expect(row).toHaveTextContent("10/05/2025 às 17:00");
    expect(row).toHaveTextContent("1x Margherita");
    expect(Object.fromEntries(queries[0]!)).toEqual({ order_id: "desc", take: "20", skip: "0", where_not_to_state: "PENDING" });
    server.events.removeAllListeners();
  });

  it("loads the next page when the last row scrolls into view", async () => {
    const base = mock.data.orders[0]!;
    mock.data.orders = Array.from({ length: 25 }, (_, index) => order(base, index + 1));
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          // Like a browser: the first report arrives after the frame, never inside observe().
          setTimeout(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        disconnect() {}
      },
    );
    renderApp("/orders", { token: "client-token" });
    const list = await screen.findByRole("list", { name: "Seus pedidos" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Pedido #1025");
  });
});

describe("order detail", () => {
  const mock = useMockApi();

  it("shows 'Pedido #', the timeline, the items and the summary with payment and address", async () => {
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    expect(await screen.findByRole("heading", { level: 1, name: "Pedido #1042" })).toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "Andamento do pedido" });
    expect(within(steps).getAllByRole("listitem").map((step) => step.getAttribute("data-reached"))).toEqual(["true", "true", "false", "false", "false"]);
    expect(screen.getByRole("region", { name: "Itens" })).toHaveTextContent("Borda de catupiry");
    const summary = screen.getByRole("region", { name: "Resumo" });
    expect(summary).toHaveTextContent("Pix");
    expect(summary).toHaveTextContent("Casa - Avenida Paulista, 1578, Apto 42");
  });

  it("shows a coupon's discount on /order and nets it from the total in the list (growth.md section 1)", async () => {
    const discounted = order(mock.data.orders[0]!, 8, { discount: 6.29, coupon_code: "PRIMEIRA10", discount_sponsor: "store" });
    mock.data.orders = [discounted];
    const { unmount } = renderApp("/order", { token: "client-token", state: { order: discounted } });
    const label = await screen.findByText("Desconto (PRIMEIRA10)");
    expect(label.nextElementSibling).toHaveTextContent("-R$ 6,29");
    expect(screen.getByText("Total").nextElementSibling).toHaveTextContent("R$ 56,61");
    unmount();
    renderApp("/orders", { token: "client-token" });
    expect(await screen.findByRole("link", { name: /Pedido #1008/ })).toHaveTextContent("R$ 56,61");
  });

  it("links 'Nota fiscal' to SEFAZ's consult page once the NFC-e is authorised, and not before", async () => {
    const fiscal = {
      status: "authorized" as const,
      number: "12",
      series: "1",
      access_key: "35260545271983000139650010000000121743484310",
      qrcode_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35260545271983000139650010000000121743484310|2|2|1|X",
      consult_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta",
      message: null,
      issued_at: "2025-05-10T20:05:00.000Z",
    };
    const { unmount } = renderApp("/order", { token: "client-token", state: { order: order(mock.data.orders[0]!, 8, { fiscal }) } });
    const link = await screen.findByRole("link", { name: "Nota fiscal" });
    expect(link).toHaveAttribute("href", fiscal.consult_url);
    expect(screen.getByText("Chave de acesso: 3526 0545 2719 8300 0139 6500 1000 0000 1217 4348 4310")).toBeInTheDocument();
    unmount();
    renderApp("/order", { token: "client-token", state: { order: order(mock.data.orders[0]!, 9, { fiscal: { ...fiscal, status: "pending" } }) } });
    expect(await screen.findByRole("heading", { level: 1, name: "Pedido #1009" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Nota fiscal" })).not.toBeInTheDocument();
  });

  it("says 'Retirado no balcão' for a pickup order", async () => {
    const pickup = order(mock.data.orders[0]!, 7, { delivery_fee: 0, is_delivery: false });
    renderApp("/order", { token: "client-token", state: { order: pickup } });
    expect(await screen.findByText("Retirado no balcão")).toBeInTheDocument();
  });

  it("follows the order live: each event replaces the order and the list is fetched again", async () => {
    const current = mock.data.orders[0]!;
    const { release } = holdOrderStream(current.id, withState(current, "PREPARATION", "2025-05-10T20:10:00.000Z"));
    const { queryClient } = renderApp("/order", { token: "client-token", state: { order: current } });
    // The customer came from the list: it is in the cache, not on screen.
    await queryClient.prefetchInfiniteQuery(api.orders.historyQuery());
    let listCalls = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/orders") listCalls++;
    });
    release();
    await screen.findByRole("heading", { level: 1, name: "Pedido #1042" });
    expect(await screen.findByText("Em Preparo", { selector: "span[data-tone]" })).toBeInTheDocument();
    expect(screen.getByText("Horário previsto para entrega/retirada: 17:50")).toBeInTheDocument();
    await waitFor(() => expect(listCalls).toBeGreaterThan(0));
    server.events.removeAllListeners();
  });

  it("opens no stream for a delivered order", async () => {
    const delivered = structuredClone(mock.data.orders[0]!);
    delivered.OrderStateHistory.push({ id: 3, to_state: "DELIVERED", created_at: "2025-05-10T21:00:00.000Z" });
    let streams = 0;
    server.use(
      http.get(`${API}/orders/sse/:id`, () => {
        streams++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp("/order", { token: "client-token", state: { order: delivered } });
    expect(await screen.findByText("Pedido entregue. Bom apetite!")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toBe(0);
  });
});
