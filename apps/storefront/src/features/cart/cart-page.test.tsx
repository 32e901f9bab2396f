import type { Address } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, currentState, renderApp } from "../../../test/render-app";

const API = "http://localhost:3000";

function address(fields: Partial<Address> = {}): Address {
  return {
    id: 1,
    alias: "Casa",
    number: "1578",
    address_info: "Apto 42",
    address_notes: null,
    postal_code: "01310100",
    is_default: true,
    neighborhood: "Bela Vista",
    Cep: { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", amount: 8 },
    ...fields,
  };
}

const payButton = () => screen.getByRole("button", { name: /^(Pagar \||App Offline)/ });
const findPayButton = () => screen.findByRole("button", { name: /^(Pagar \||App Offline)/ });
const storedCart = () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ name: string }>;
const halfAndHalf = () => [line("Margherita", 0.5), line("Calabresa", 0.5)];

describe("cart", () => {
  const mock = useMockApi();

  it("empty: 'Seu carrinho está vazio' and 'Ver cardápio' to /catalog", async () => {
    renderApp("/cart");
    expect(await screen.findByRole("heading", { name: "Seu carrinho está vazio" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ver cardápio" }));
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
  });

  it("offers pickup always and delivery only with a selected address", async () => {
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByRole("radio", { name: /Retirar no balcão/ })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /^Entrega/ })).not.toBeInTheDocument();
    expect(screen.getByText("Selecione um endereço para receber seu pedido em casa.")).toBeInTheDocument();
  });

  it("selects the default address by itself and shows its fee in the total", async () => {
    mock.data.addresses = [address({ id: 1, alias: "Trabalho", is_default: false, Cep: { ...address().Cep, amount: null } }), address({ id: 2, alias: "Casa" })];
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    const delivery = await screen.findByRole("radio", { name: /^Entrega Casa - Avenida Paulista, 1578, Apto 42/ });
    await userEvent.click(delivery);
    expect(within(screen.getByRole("region", { name: "Resumo do pedido" })).getByText("R$ 8,00")).toBeInTheDocument();
    expect(await findPayButton()).toHaveTextContent("Pagar | R$ 57,90");
  });

  it("charges R$ 20,00 when the address's area has no amount", async () => {
    mock.data.addresses = [address({ Cep: { ...address().Cep, amount: null } })];
    // The server prices from its area (the quote): it has no amount either.
    mock.data.ceps = mock.data.ceps.map((cep) => (cep.postal_code === "01310100" ? { ...cep, amount: null } : cep));
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /^Entrega/ }));
    expect(payButton()).toHaveTextContent("Pagar | R$ 32,00");
  });

  it("keeps the pay button disabled until a delivery method is chosen", async () => {
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await findPayButton()).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: /Retirar no balcão/ }));
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent("Pagar | R$ 12,00");
    expect(screen.getByText("Retirado no balcão")).toBeInTheDocument();
  });

  it("is picking fractions with an incomplete pizza: notice, and the pay button disabled", async () => {
    renderApp("/cart", { cart: [line("Margherita", 0.5)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    expect(await screen.findByText("Falta 1/2 da sua pizza")).toBeInTheDocument();
    expect(screen.getByText("Pizza em montagem")).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("shows 'App Offline' on a disabled pay button when the store is offline", async () => {
    mock.data.store.store_info.online = false;
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await waitFor(() => expect(payButton()).toHaveTextContent("App Offline"));
    expect(payButton()).toBeDisabled();
  });

  it("labels fractions 1/2 and shows a half-and-half as one pizza removed as a whole", async () => {
    renderApp("/cart", { cart: [...halfAndHalf(), line("Guaraná 2L", 1)] });
    expect(await screen.findByText("Pizza meio a meio")).toBeInTheDocument();
    expect(screen.getAllByText("1/2")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Remover pizza meio a meio" }));
    expect(storedCart().map((item) => item.name)).toEqual(["Guaraná 2L"]);
  });

  it("quantity 0 removes the item; an emptied cart goes to the catalogue", async () => {
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("button", { name: "Diminuir quantidade" }));
    expect(storedCart()).toEqual([]);
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
  });

  it("pay without a session goes to /sign-in with redirectTo /cart", async () => {
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/sign-in"));
    expect(currentState()).toEqual({ redirectTo: "/cart" });
  });

  it("pay when the store has just gone offline: a dialog with the offline message and business hours", async () => {
    mock.data.orders = [];
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    mock.data.store.store_info.online = false;
    await userEvent.click(payButton());
    const dialog = await screen.findByRole("alertdialog", { name: "App Offline" });
    expect(dialog).toHaveTextContent("Estamos fechados no momento.");
    expect(dialog).toHaveTextContent("Terça a domingo, das 18h às 23h");
    expect(mock.data.orders).toHaveLength(0);
  });

  it("asks before a new order while the latest one is open; Cancelar creates nothing", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(payButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Já existe um pedido em aberto, deseja realizar um novo?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(mock.data.orders).toHaveLength(1);
    expect(currentPath()).toBe("/cart");
  });

  it("Confirmar creates the order and goes to /checkout carrying it", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(payButton());
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmar" }));
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders).toHaveLength(2);
    expect(await screen.findByRole("heading", { name: "Pedido #1002" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Pix/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Cartão de Crédito/ })).toBeInTheDocument();
  });

  it("sends the flat items, the stored cart, the address and 'Pedido Online' with an Idempotency-Key", async () => {
    mock.data.orders = [];
    mock.data.addresses = [address()];
    let sent: { body: unknown; key: string | null } | null = null;
    server.use(
      http.post(`${API}/orders`, async ({ request }) => {
        sent = { body: await request.clone().json(), key: request.headers.get("idempotency-key") };
        return undefined;
      }),
    );
    renderApp("/cart", { token: "client-token", cart: halfAndHalf() });
    await userEvent.click(await screen.findByRole("radio", { name: /^Entrega/ }));
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(sent!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent!.body).toMatchObject({
      is_delivery: true,
      order_notes: "Pedido Online",
      address: { address: "Avenida Paulista", alias: "Casa", number: "1578", postal_code: "01310100" },
      items: [
        { cart_index: 0, item_id: 1, item_id_parent: null, item_group: 1, product_id: 1, quantity: 0.5 },
        { cart_index: 1, item_id: 2, item_id_parent: null, item_group: 1, product_id: 2, quantity: 0.5 },
      ],
    });
    expect((sent!.body as { cart: unknown[] }).cart).toHaveLength(2);
  });

  it("a failed order shows the server's message in the banner and keeps the cart", async () => {
    mock.data.orders = [];
    server.use(http.post(`${API}/orders`, () => HttpResponse.json({ statusCode: 422, error: "Unprocessable Entity", message: "Calabresa não está disponível." }, { status: 422 })));
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Calabresa não está disponível.");
    expect(currentPath()).toBe("/cart");
    expect(storedCart()).toHaveLength(1);
  });

  it("without a server message the banner says 'Erro ao criar pedido, tente novamente.'", async () => {
    mock.data.orders = [];
    server.use(http.post(`${API}/orders`, () => new HttpResponse("upstream down", { status: 502 })));
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro ao criar pedido, tente novamente.");
    expect(storedCart()).toHaveLength(1);
  });

  it("shows the loading footer while the order is being created", async () => {
    mock.data.orders = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/orders`, async () => {
        await held;
        return undefined;
      }),
    );
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    await userEvent.click(await findPayButton());
    expect(await screen.findByText("Criando pedido...")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pagar/ })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
  });

  it("shows the open order in the footer with a way to follow it", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByText(/Pedido #1042 em andamento: Pedido Pago/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acompanhar" })).toBeInTheDocument();
  });
});
