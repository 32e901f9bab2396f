import type { Address } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const cep = { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", amount: 8 };
const address = (id: number, alias: string, is_default: boolean): Address => ({
  id,
  alias,
  number: String(100 + id),
  address_info: null,
  address_notes: id === 2 ? "Portão azul" : null,
  postal_code: "01310100",
  is_default,
  neighborhood: "Bela Vista",
  Cep: cep,
});

describe("navigation", () => {
  const mock = useMockApi();

  it("menu, signed out: profile and orders ask for a sign-in, and 'Acessar'", async () => {
    renderApp("/menu");
    const menu = await screen.findByRole("navigation", { name: "Menu" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Início", "/"],
      ["Cardápio", "/catalog"],
      ["Carrinho", "/cart"],
      ["Perfil", "/sign-in"],
      ["Pedidos", "/sign-in"],
      ["Informações", "/company"],
      ["Acessar", "/sign-in"],
    ]);
  });

  it("menu, signed in: profile, orders and 'Sair'", async () => {
    renderApp("/menu", { token: "client-token" });
    const menu = await screen.findByRole("navigation", { name: "Menu" });
    const hrefs = Object.fromEntries(within(menu).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]));
    expect(hrefs).toMatchObject({ Perfil: "/profile", Pedidos: "/orders", Sair: "/sign-out" });
    expect(hrefs).not.toHaveProperty("Acessar");
  });

  it("bottom bar: the cart's badge counts the cart lines", async () => {
    renderApp("/menu", { cart: [line("Margherita", 0.5), line("Calabresa", 0.5), line("Guaraná 2L", 2)] });
    const bar = await screen.findByRole("navigation", { name: "Navegação principal" });
    expect(within(bar).getByRole("link", { name: "Carrinho, 3 itens" })).toHaveAttribute("href", "/cart");
    expect(within(bar).getByRole("link", { name: "Cardápio" })).toHaveAttribute("href", "/catalog");
    expect(within(bar).getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/menu");
  });

  it("selects the default address and shows it in the header; the picker marks it and switches", async () => {
    mock.data.addresses = [address(1, "Trabalho", false), address(2, "Casa", true)];
    renderApp("/", { token: "client-token" });
    const title = await screen.findByRole("button", { name: /Casa - Avenida Paulista, 102/ });
    await userEvent.click(title);
    const dialog = await screen.findByRole("dialog", { name: "Selecione um endereço" });
    const options = within(dialog).getAllByRole("button", { pressed: undefined }).filter((button) => button.hasAttribute("aria-pressed"));
    expect(options).toHaveLength(2);
    expect(within(options[1]!).getByRole("img", { name: "Principal" })).toBeInTheDocument();
    expect(options[1]).toHaveTextContent("Referência: Portão azul");
    await userEvent.click(options[0]!);
    expect(await screen.findByRole("button", { name: /Trabalho - Avenida Paulista, 101/ })).toBeInTheDocument();
  });

  it("the picker without addresses: 'Nenhum endereço encontrado.' and a link to add one", async () => {
    renderApp("/", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: /Selecione um endereço/ }));
    const dialog = await screen.findByRole("dialog", { name: "Selecione um endereço" });
    expect(within(dialog).getByText("Nenhum endereço encontrado.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("link", { name: "Adicione um novo endereço." }));
    await waitFor(() => expect(currentPath()).toBe("/profile/address/manage"));
  });

  it("shows the store block: name, hours when online, the delivery estimate", async () => {
    renderApp("/");
    const store = await screen.findByRole("region", { name: "Informações da loja" });
    expect(store).toHaveTextContent("Forno");
    expect(store).toHaveTextContent("Terça a domingo, das 18h às 23h");
    expect(store).toHaveTextContent("Tempo de entrega estimado: 50 min");
  });

  it("shows the offline message instead of the hours when the store is offline", async () => {
    mock.data.store.store_info.online = false;
    renderApp("/");
    const store = await screen.findByRole("region", { name: "Informações da loja" });
    expect(store).toHaveTextContent("Estamos fechados no momento.");
    expect(store).not.toHaveTextContent("Terça a domingo");
  });
});
