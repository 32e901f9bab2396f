import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_DELAY_MS } from "../../lib/after-first-screen";
import { server, useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";
import { watchAnswers } from "../../../test/requests";

const LOYALTY_URL = "http://localhost:3000/clients/me/loyalty";
const featured = () => screen.findByRole("region", { name: "Produtos em destaque" });
const card = () => screen.findByRole("region", { name: "Cartão fidelidade" });

/** Every GET /clients/me/loyalty the page made (answered). */
const loyaltyRequests = () => watchAnswers(LOYALTY_URL);

/** The first screen has settled: the card's wait (2 s after load, then an idle moment) is over. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS + 100));

describe("the loyalty card on the home (growth.md section 2)", () => {
  const mock = useMockApi();
  beforeEach(() => {
    mock.data.loyalty.program.enabled = true;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is read only once the first screen has settled (the page's load, then 2 s), below the featured products", async () => {
    const requests = loyaltyRequests();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    renderApp("/", { token: "client-token" });
    await screen.findByRole("region", { name: "Pedido #1042" });
    const products = await featured();
    expect(requests.count).toBe(0);
    expect(screen.queryByRole("region", { name: "Cartão fidelidade" })).not.toBeInTheDocument();

    window.dispatchEvent(new Event("load"));
    const shown = await card();
    expect(requests.count).toBe(1);
    expect(products.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the progress as text ('7 de 10'), the stamps drawn, the reward and the next expiry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp("/", { token: "client-token" });
    await featured();
    await settle();
    const shown = within(await card());
    expect(shown.getByRole("heading", { level: 2, name: "Cartão fidelidade" })).toBeInTheDocument();
    expect(shown.getByText("7 de 10").closest("p")).toHaveTextContent(/^7 de 10 selos$/);
    const stamps = shown.getByRole("list", { hidden: true });
    expect(stamps).toHaveAttribute("aria-hidden", "true");
    expect(within(stamps).getAllByRole("listitem", { hidden: true })).toHaveLength(10);
    expect(stamps.querySelectorAll('[data-filled="true"]')).toHaveLength(7);
    expect(shown.getByText("Uma pizza grátis (até R$ 60,00)", { normalizer: (text) => text.replace(/\u00a0/g, " ") }).closest("p")).toHaveTextContent(
      /^Ao completar o cartão: Uma pizza grátis \(até R\$ 60,00\)$/,
    );
    expect(shown.getByText("Próximo selo vence em 24/02/2027")).toBeInTheDocument();
    expect(shown.queryByText(/Você tem/)).not.toBeInTheDocument();
  });

  it.each([
    [10, "10 de 10", 10, "Você tem 1 recompensa"],
    [23, "3 de 10", 3, "Você tem 2 recompensas"],
  ])("with %i stamps: '%s', %i drawn filled, '%s' and where to use it", async (stamps, progress, filled, rewards) => {
    mock.data.loyalty.stamps = stamps;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp("/", { token: "client-token" });
    await featured();
    await settle();
    const shown = within(await card());
    expect(shown.getByText(progress)).toBeInTheDocument();
    expect(shown.getByRole("list", { hidden: true }).querySelectorAll('[data-filled="true"]')).toHaveLength(filled);
    expect(shown.getByText(rewards)).toBeInTheDocument();
    expect(shown.getByText("Use no carrinho, em “Usar recompensa”.")).toBeInTheDocument();
  });

  it("with no stamp: '0 de 10', every stamp empty, no expiry", async () => {
    Object.assign(mock.data.loyalty, { stamps: 0, nextExpiryAt: null, history: [] });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp("/", { token: "client-token" });
    await featured();
    await settle();
    const shown = within(await card());
    expect(shown.getByText("0 de 10")).toBeInTheDocument();
    expect(shown.getByRole("list", { hidden: true }).querySelectorAll('[data-filled="true"]')).toHaveLength(0);
    expect(shown.queryByText(/Próximo selo vence/)).not.toBeInTheDocument();
  });

  it("signed out: no card and no request", async () => {
    const requests = loyaltyRequests();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp("/");
    await featured();
    await settle();
    expect(screen.queryByRole("region", { name: "Cartão fidelidade" })).not.toBeInTheDocument();
    expect(requests.count).toBe(0);
  });

  it.each([
    ["the store does not run the program", () => undefined],
    ["the card cannot be read", () => server.use(http.get(LOYALTY_URL, () => HttpResponse.json({ statusCode: 500, error: "Internal Server Error", message: "Erro interno." }, { status: 500 })))],
  ])("shows nothing, no empty box nor error, when %s", async (why, arrange) => {
    mock.data.loyalty.program.enabled = why.startsWith("the card");
    // No order in progress: its card has banners of its own.
    mock.data.orders = [];
    arrange();
    const requests = loyaltyRequests();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp("/", { token: "client-token" });
    await screen.findByRole("heading", { name: "Olá, Maria!" });
    await featured();
    await settle();
    await vi.waitFor(() => expect(requests.count).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole("region", { name: "Cartão fidelidade" })).not.toBeInTheDocument();
    expect(screen.queryByText(/cartão fidelidade/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
