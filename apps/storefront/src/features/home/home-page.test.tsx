import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { holdOrderStream, withState } from "../../../test/held-order-stream";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";
import { settlePhoto } from "../../../test/settle-photo";

const featured = async () =>
  within(await screen.findByRole("region", { name: "Produtos em destaque" }))
    .findAllByRole("link", { name: /R\$/ })
    .then((links) => links.map((link) => link.textContent?.replace(/\u00a0/g, " ")));


describe("home", () => {
  const mock = useMockApi();

  it("lists the featured products with their prices, in the catalogue's order (the store's subgroups, then names)", async () => {
    Object.assign(mock.data.products[2]!, { is_featured: true });
    mock.data.store.catalog.subgroup_order = ["Especiais", "Tradicionais"];
    renderApp("/");
    await waitFor(async () => expect(await featured()).toEqual(["Quatro QueijosR$ 62,90", "CalabresaR$ 52,90", "MargheritaR$ 49,90", "Guaraná 2LR$ 12,00"]));
  });

  it("loads the photos of the first two rows at once (the largest paint) and asks for the rest once those are in", async () => {
    for (const [index, product] of mock.data.products.entries()) Object.assign(product, { is_featured: true, image_url: `/images/products/p${index}.svg` });
    renderApp("/");
    await featured();
    const photos = within(screen.getByRole("region", { name: "Produtos em destaque" })).getAllByRole("presentation", { hidden: true });
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "eager", "lazy"]);
    const last = photos[4]!;
    const address = last.getAttribute("data-src");
    expect(address).toMatch(/\/images\/products\/p\d\.svg$/);
    expect(last).not.toHaveAttribute("src");
    act(() => photos.slice(0, 3).forEach((photo) => settlePhoto(photo)));
    expect(last).not.toHaveAttribute("src");
    act(() => settlePhoto(photos[3]!, "error"));
    expect(last).toHaveAttribute("src", address);
  });

  it("shows only the pizza's group while fractions are being picked", async () => {
    renderApp("/", { cart: [line("Margherita", 0.5)] });
    await waitFor(async () => expect(await featured()).toEqual(["CalabresaR$ 52,90", "MargheritaR$ 49,90"]));
    expect(await screen.findByText("Falta 1/2 da sua pizza")).toBeInTheDocument();
  });

  it("shows the latest unfinished order with its timeline", async () => {
    renderApp("/", { token: "client-token" });
    const card = await screen.findByRole("region", { name: "Pedido #1042" });
    expect(within(card).getByText("Pedido Pago", { selector: "span[data-tone]" })).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Andamento do pedido" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Acompanhar pedido/ })).toHaveAttribute("href", "/order");
  });

  it("follows the latest order live: the card changes when the order's stream says so", async () => {
    const current = mock.data.orders[0]!;
    const { release } = holdOrderStream(current.id, withState(current, "DISPATCHED", "2025-05-10T20:30:00.000Z"));
    renderApp("/", { token: "client-token" });
    const card = await screen.findByRole("region", { name: "Pedido #1042" });
    expect(within(card).getByText("Pedido Pago", { selector: "span[data-tone]" })).toBeInTheDocument();
    release();
    expect(await within(card).findByText("Saiu para Entrega", { selector: "span[data-tone]" })).toBeInTheDocument();
  });

  it("right after a payment, keeps the order card's place (a skeleton) until the card arrives", async () => {
    renderApp("/", { token: "client-token", state: { paid: true } });
    expect(screen.getByTestId("latest-order-skeleton")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("region", { name: "Pedido #1042" })).toBeInTheDocument();
    expect(screen.queryByTestId("latest-order-skeleton")).not.toBeInTheDocument();
  });

  it("holds no place for an order card on an ordinary visit", async () => {
    mock.data.orders[0]!.OrderStateHistory.push({ id: 3, to_state: "DELIVERED", created_at: "2025-05-10T21:00:00.000Z" });
    renderApp("/", { token: "client-token" });
    expect(screen.queryByTestId("latest-order-skeleton")).not.toBeInTheDocument();
    await featured();
    expect(screen.queryByTestId("latest-order-skeleton")).not.toBeInTheDocument();
  });

  it("leaves a delivered order out", async () => {
    mock.data.orders[0]!.OrderStateHistory.push({ id: 3, to_state: "DELIVERED", created_at: "2025-05-10T21:00:00.000Z" });
    renderApp("/", { token: "client-token" });
    await screen.findByRole("heading", { name: "Olá, Maria!" });
    await featured();
    expect(screen.queryByRole("region", { name: "Pedido #1042" })).not.toBeInTheDocument();
  });
});
