import { emitPaymentEvent, MOCK_PIX_CODE, MOCK_QR_PNG_BASE64, mockData } from "@forno/api-client/msw";
import type { Order, SavedCard } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { server, useMockApi } from "../../../test/mock-api";
import { line } from "../../../test/fixtures";
import { currentPath, currentState, renderApp } from "../../../test/render-app";
import { useCartStore } from "../../stores/cart/cart-store";
import { CARD_ERROR_MESSAGE } from "./credit-card-page";
import { CARD_FORM_DELAY_MS, brickSettings } from "./mercadopago-card-form";
import { MERCADOPAGO_SDK_MESSAGES, MERCADOPAGO_SDK_URL, resetMercadoPagoForTests } from "./mercadopago-sdk";

const API = "http://localhost:3000";
/** The pay button (prices carry a no-break space). */
const PAY = /^Pagar \| R\$\s62,90$/;

/** A PENDING order of the signed-in customer: 54,90 + 8,00 of delivery = R$ 62,90. */
function pendingOrder(id = 7): Order {
  const base = structuredClone(mockData().orders[0]!);
  return { ...base, id, external_id: 1000 + id, OrderStateHistory: [{ id: 1, to_state: "PENDING", created_at: base.created_at }], OrderPayment: [] };
}

const PIX = { qr_code: MOCK_PIX_CODE, qr_code_base64: MOCK_QR_PNG_BASE64 };

const SAVED_CARD: SavedCard = {
  id: "card-1",
  customer_id: "sbx-client-1",
  cardholder: { name: "MARIA SILVA" },
  issuer: { name: "Visa" },
  last_four_digits: "5682",
  payment_method: { name: "visa", secure_thumbnail: `${API}/images/cards/visa.svg` },
};

describe("/checkout: Pix creates the payment", () => {
  const mock = useMockApi();

  it("without an order in navigation state goes home", async () => {
    renderApp("/checkout", { token: "client-token" });
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("posts the Pix body with an Idempotency-Key and goes to /checkout/pix with the order and the Pix data", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    await userEvent.click(await screen.findByRole("button", { name: /^Pix/ }));
    await waitFor(() => expect(currentPath()).toBe("/checkout/pix"));
    expect(mock.data.paymentRequests).toHaveLength(1);
    const [sent] = mock.data.paymentRequests;
    expect(sent!.body).toEqual({
      external_reference: order.id,
      payer: { email: "maria@example.com" },
      payment_method_id: "pix",
      statement_descriptor: "FORNO PIZZARIA",
      transaction_amount: 62.9,
      api_version: 2,
    });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(currentState()).toEqual({ order, pix: PIX });
  });

  it("a refused payment shows the server message in the yellow box, with 'Acompanhar pedido' to /", async () => {
    const order = pendingOrder();
    order.OrderStateHistory.push({ id: 2, to_state: "CANCELLED_CLIENT", created_at: order.created_at });
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    await userEvent.click(await screen.findByRole("button", { name: /^Pix/ }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verifique o status do seu pedido");
    expect(alert).toHaveTextContent("Este pedido não está aguardando pagamento.");
    await userEvent.click(within(alert).getByRole("link", { name: "Acompanhar pedido" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("an answer without transaction data: 'Transação não retornou dados'", async () => {
    const order = pendingOrder();
    server.use(http.post(`${API}/order-payments`, () => HttpResponse.json({ id: "x", status: "pending" }, { status: 201 })));
    renderApp("/checkout", { token: "client-token", state: { order } });
    await userEvent.click(await screen.findByRole("button", { name: /^Pix/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Transação não retornou dados");
    expect(currentPath()).toBe("/checkout");
  });
});

describe("/checkout/pix", () => {
  const mock = useMockApi();
  afterEach(() => vi.restoreAllMocks());

  it("needs the order and the Pix data in navigation state", async () => {
    renderApp("/checkout/pix", { token: "client-token", state: { order: pendingOrder() } });
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("shows the QR (with its alt text), the code, the summary opening /order, the total and the way back", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX } });
    const qr = await screen.findByRole("img", { name: "QR Code do Pix do pedido #1007" });
    expect(qr).toHaveAttribute("src", `data:image/png;base64,${MOCK_QR_PNG_BASE64}`);
    expect(screen.getByLabelText("Código Pix copia e cola")).toHaveValue(MOCK_PIX_CODE);
    expect(screen.getByText("Total").parentElement).toHaveTextContent("R$ 62,90");
    await userEvent.click(screen.getByRole("link", { name: /^Pedido #1007 .*ver detalhes/ }));
    await waitFor(() => expect(currentPath()).toBe("/order"));
    expect(currentState()).toEqual({ order });
  });

  it("back goes to /checkout", async () => {
    const order = pendingOrder();
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX } });
    await userEvent.click(await screen.findByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
  });

  it("copies the code with a 2 s confirmation; a copy failure is only logged", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderApp("/checkout/pix", { token: "client-token", state: { order: pendingOrder(), pix: PIX } });
    await user.click(await screen.findByRole("button", { name: "Copiar código Pix" }));
    expect(writeText).toHaveBeenCalledWith(MOCK_PIX_CODE);
    expect(await screen.findByRole("button", { name: "Código copiado!" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Copiar código Pix" })).toBeInTheDocument());

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copiar código Pix" }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Não foi possível copiar o código Pix", expect.any(Error)));
    expect(screen.queryByRole("button", { name: "Código copiado!" })).not.toBeInTheDocument();
  }, 10_000);

  it("'Simular pagamento' (sandbox): approved -> orders refetched, cart emptied in memory and storage, home", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    let orderReads = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/orders") orderReads++;
    });
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX }, cart: [line("Margherita", 1)] });
    expect(useCartStore.getState().lines).toHaveLength(1);
    const sandbox = await screen.findByRole("region", { name: "Ambiente de testes" });
    await userEvent.click(within(sandbox).getByRole("button", { name: "Simular pagamento" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(useCartStore.getState().lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem("cart") ?? "null")).toEqual([]);
    await waitFor(() => expect(orderReads).toBeGreaterThan(0));
    server.events.removeAllListeners();
  });

  it("the payment stream's approved event alone completes the payment", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout/pix", { token: "client-token", state: { order, pix: PIX }, cart: [line("Guaraná 2L", 2)] });
    await screen.findByRole("img", { name: /QR Code/ });
    // Give the stream a moment to connect, then the API says the Pix was paid.
    await waitFor(() => {
      emitPaymentEvent(mock.data, order.id, { status: "approved" });
      expect(currentPath()).toBe("/");
    });
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("no 'Simular pagamento' with Mercado Pago", async () => {
    mock.data.store.payment_provider = { name: "mercadopago", public_key: "TEST-key" };
    renderApp("/checkout/pix", { token: "client-token", state: { order: pendingOrder(), pix: PIX } });
    await screen.findByRole("img", { name: /QR Code/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Simular pagamento" })).not.toBeInTheDocument();
  });
});

describe("/checkout/credit-card (sandbox form)", () => {
  const mock = useMockApi();
  beforeEach(() => {
    mock.data.orders.push(pendingOrder());
  });

  async function fillCard(name: string, number = "4235 6477 2802 5682") {
    await userEvent.type(await screen.findByLabelText("Número do cartão"), number);
    await userEvent.type(screen.getByLabelText("Nome do titular (como no cartão)"), name);
    await userEvent.type(screen.getByLabelText("Validade (MM/AA)"), "1130");
    await userEvent.type(screen.getByLabelText("CVV"), "123");
  }

  it("needs an order in navigation state", async () => {
    renderApp("/checkout/credit-card", { token: "client-token" });
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("'Pagamento', back to /checkout, the total in the footer and the summary opening /order", async () => {
    const order = mock.data.orders.at(-1)!;
    renderApp("/checkout/credit-card", { token: "client-token", state: { order } });
    expect(await screen.findByRole("heading", { level: 1, name: "Pagamento" })).toBeInTheDocument();
    expect(screen.getByText("Total").parentElement).toHaveTextContent("R$ 62,90");
    await userEvent.click(screen.getByRole("link", { name: /^Pedido #1007 .*ver detalhes/ }));
    await waitFor(() => expect(currentPath()).toBe("/order"));
  });

  it("checks the card here, with Portuguese messages, before sending anything", async () => {
    renderApp("/checkout/credit-card", { token: "client-token", state: { order: mock.data.orders.at(-1) } });
    await userEvent.click(await screen.findByRole("button", { name: PAY }));
    expect(screen.getByText("Número do cartão inválido")).toBeInTheDocument();
    expect(screen.getByText("Nome do titular é obrigatório")).toBeInTheDocument();
    expect(screen.getByText("Validade do cartão inválida")).toBeInTheDocument();
    expect(screen.getByText("Código de segurança inválido")).toBeInTheDocument();
    expect(screen.getByLabelText("Número do cartão")).toHaveFocus();
    expect(screen.getByLabelText("Número do cartão")).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(screen.getByLabelText("Número do cartão"), "4235 6477 2802 5683");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    expect(screen.getByText("Número do cartão inválido")).toBeInTheDocument();
    expect(mock.data.paymentRequests).toEqual([]);
  });

  it("APRO: 'Processando Pagamento', then PAID -> cart emptied and home", async () => {
    const order = mock.data.orders.at(-1)!;
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/order-payments`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ id: "p1", status: "approved", status_detail: "accredited", external_reference: String(order.id) }, { status: 201 });
      }),
    );
    renderApp("/checkout/credit-card", { token: "client-token", state: { order }, cart: [line("Margherita", 1)] });
    await fillCard("APRO");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    // A loading indicator elsewhere may also be a status region while the page settles.
    const processing = (await screen.findByText("Processando Pagamento")).closest("[role=status]");
    expect(processing).toHaveTextContent("Processando Pagamento");
    expect(processing).toHaveTextContent("Só um instante, estamos confirmando o processamento no cartão.");
    release();
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("sends the card with our fields: brand, one installment, api_version 2", async () => {
    const order = mock.data.orders.at(-1)!;
    renderApp("/checkout/credit-card", { token: "client-token", state: { order } });
    await fillCard("APRO");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(mock.data.paymentRequests[0]!.body).toEqual({
      external_reference: order.id,
      statement_descriptor: "FORNO PIZZARIA",
      transaction_amount: 62.9,
      api_version: 2,
      payment_method_id: "visa",
      installments: 1,
      card: { number: "4235647728025682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" },
      payer: { email: "maria@example.com" },
    });
  });

  it("OTHE: the ERROR message, the spinner gone, the order still payable", async () => {
    const order = mock.data.orders.at(-1)!;
    renderApp("/checkout/credit-card", { token: "client-token", state: { order } });
    await fillCard("OTHE");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CARD_ERROR_MESSAGE);
    expect(screen.queryByText("Processando Pagamento")).not.toBeInTheDocument();
    expect(currentPath()).toBe("/checkout/credit-card");
    expect(screen.getByRole("button", { name: PAY })).toBeEnabled();
  });

  it("CONT: stays processing until the stream says; a rejected event shows the ERROR message", async () => {
    const order = mock.data.orders.at(-1)!;
    renderApp("/checkout/credit-card", { token: "client-token", state: { order } });
    await fillCard("CONT");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(mock.data.paymentRequests).toHaveLength(1));
    expect(await screen.findByText("Processando Pagamento")).toBeInTheDocument();
    emitPaymentEvent(mock.data, order.id, { status: "rejected" });
    expect(await screen.findByRole("alert")).toHaveTextContent(CARD_ERROR_MESSAGE);
  });

  it("a failed call: the server message in the yellow box, 'Acompanhar pedido' to /, orders refreshed", async () => {
    const order = mock.data.orders.at(-1)!;
    server.use(http.post(`${API}/order-payments`, () => HttpResponse.json({ statusCode: 409, error: "Conflict", message: "Este pedido não está aguardando pagamento." }, { status: 409 })));
    let orderReads = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/orders") orderReads++;
    });
    const { queryClient } = renderApp("/checkout/credit-card", { token: "client-token", state: { order } });
    // The home's latest order, as cached before the customer came here.
    await queryClient.fetchQuery(api.orders.latestQuery());
    orderReads = 0;
    await fillCard("APRO");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verifique o status do seu pedido");
    expect(alert).toHaveTextContent("Este pedido não está aguardando pagamento.");
    expect(within(alert).getByRole("link", { name: "Acompanhar pedido" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(orderReads).toBeGreaterThan(0));
    expect(screen.queryByText("Processando Pagamento")).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("no transaction data: 'Transação não retornou dados' in the yellow box", async () => {
    server.use(http.post(`${API}/order-payments`, () => new HttpResponse(null, { status: 201 })));
    renderApp("/checkout/credit-card", { token: "client-token", state: { order: mock.data.orders.at(-1) } });
    await fillCard("APRO");
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verifique o status do seu pedido");
    expect(alert).toHaveTextContent("Transação não retornou dados");
  });

  it("offers the saved cards and pays with the chosen one by its id", async () => {
    mock.data.cards = [SAVED_CARD];
    renderApp("/checkout/credit-card", { token: "client-token", state: { order: mock.data.orders.at(-1) } });
    const saved = await screen.findByRole("radio", { name: /Visa •••• 5682/ });
    expect(saved).toBeChecked();
    expect(screen.queryByLabelText("Número do cartão")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(mock.data.paymentRequests[0]!.body).toMatchObject({ card_id: "card-1", payment_method_id: "visa" });
  });
});

describe("/checkout/credit-card with Mercado Pago", () => {
  const mock = useMockApi();
  afterEach(() => {
    resetMercadoPagoForTests();
    document.querySelectorAll(`script[src="${MERCADOPAGO_SDK_URL}"]`).forEach((script) => script.remove());
  });

  it("without a public key says so instead of the form", async () => {
    mock.data.store.payment_provider = { name: "mercadopago", public_key: null };
    renderApp("/checkout/credit-card", { token: "client-token", state: { order: pendingOrder() } });
    expect(await screen.findByRole("alert")).toHaveTextContent(MERCADOPAGO_SDK_MESSAGES.missingPublicKey);
    expect(screen.queryByLabelText("Número do cartão")).not.toBeInTheDocument();
  });

  it("loads the provider's SDK from its own host after 200 ms", async () => {
    mock.data.store.payment_provider = { name: "mercadopago", public_key: "TEST-public-key" };
    renderApp("/checkout/credit-card", { token: "client-token", state: { order: pendingOrder() } });
    await screen.findByRole("region", { name: "Cartão de crédito" });
    await waitFor(() => expect(document.querySelector(`script[src="${MERCADOPAGO_SDK_URL}"]`)).not.toBeNull());
  });
});

describe("Mercado Pago's card form settings", () => {
  it("credit cards of all brands, 1 installment, review step, default theme, no title, saved cards in order", () => {
    const order = pendingOrder();
    const noop = { onReady: () => undefined, onSubmit: async () => undefined, onError: () => undefined };
    const settings = brickSettings(order, [SAVED_CARD, { ...SAVED_CARD, id: "card-2" }], noop);
    expect(settings.initialization).toEqual({ amount: 62.9, payer: { email: "maria@example.com", customerId: "sbx-client-1", cardsIds: ["card-1", "card-2"] } });
    expect(settings.customization).toEqual({
      paymentMethods: { creditCard: "all", maxInstallments: 1 },
      enableReviewStep: true,
      visual: { style: { theme: "default" }, hideFormTitle: true },
    });
    expect(CARD_FORM_DELAY_MS).toBe(200);
  });
});

describe("order detail after a card payment", () => {
  const mock = useMockApi();

  it("shows 'Cartão de Crédito' as the payment method", async () => {
    const paid = { ...structuredClone(mock.data.orders[0]!), OrderPayment: [{ id: 5, payment_method: "credit_card" as const, status: "approved" as const, transaction_amount: 62.9, created_at: "2025-05-10T20:02:00.000Z" }] };
    renderApp("/order", { token: "client-token", state: { order: paid } });
    const summary = await screen.findByRole("region", { name: "Resumo" });
    expect(summary).toHaveTextContent("Cartão de Crédito");
  });
});
