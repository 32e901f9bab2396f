import type { Order } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

type Item = Order["OrderItem"][number];

/** A product row and its additional rows, as GET /orders answers them (amounts: the prices paid then). */
function rows(cart_index: number, item_group: number, product_id: number, name: string, quantity: number, additionals: [number, string][] = []): Item[] {
  const base = { cart_index, item_group, product_id, item_notes: null, amount: 1, product: { name } };
  return [
    { ...base, id: 100 + cart_index * 10, item_id: product_id, item_id_parent: null, quantity, ProductAdditional: null },
    ...additionals.map(([id, extra], index) => ({ ...base, id: 101 + cart_index * 10 + index, item_id: id, item_id_parent: product_id, quantity: 1, ProductAdditional: { name: extra, category: "Adicionais" } })),
  ];
}

// Then: Margherita (massa tradicional, bacon) + Calabresa as halves, and two Guaranás.
const pastItems = [...rows(0, 1, 1, "Margherita", 0.5, [[1, "Massa tradicional"], [4, "Bacon"]]), ...rows(1, 1, 2, "Calabresa", 0.5), ...rows(2, 2, 5, "Guaraná 2L", 2)];
const storedCart = () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ name: string; quantity: number; amount: number; totalPrice: number; additionals: { ProductAdditional: { name: string } }[] }>;

describe("Pedir de novo", () => {
  const mock = useMockApi();

  it("from /orders: replaces the cart with the order's lines at today's prices and opens the cart", async () => {
    mock.data.orders[0]!.OrderItem = pastItems;
    Object.assign(mock.data.products[4]!, { amount: 13.5 }); // the Guaraná costs more today
    renderApp("/orders", { token: "client-token", cart: [line("Quatro Queijos", 1)] });
    await userEvent.click(await screen.findByRole("button", { name: "Pedir de novo o pedido #1042" }));
    await waitFor(() => expect(currentPath()).toBe("/cart"));
    expect(storedCart().map((item) => [item.name, item.quantity, item.amount, item.totalPrice, item.additionals.map((a) => a.ProductAdditional.name)])).toEqual([
      ["Margherita", 0.5, 49.9, 32.95, ["Massa tradicional", "Bacon"]],
      ["Calabresa", 0.5, 52.9, 26.45, []],
      ["Guaraná 2L", 2, 13.5, 27, []],
    ]);
    expect(screen.queryByText("Pedido montado de novo")).not.toBeInTheDocument();
  });

  it("from /order: names what is no longer sold and leaves it out (a half-and-half goes whole)", async () => {
    mock.data.orders[0]!.OrderItem = pastItems;
    mock.data.products = mock.data.products.filter((product) => product.name !== "Calabresa");
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    await userEvent.click(await screen.findByRole("button", { name: "Pedir de novo o pedido #1042" }));
    await waitFor(() => expect(currentPath()).toBe("/cart"));
    const notice = (await screen.findByText("Pedido montado de novo")).closest('[role="status"]');
    expect(notice).toHaveTextContent("Não estão disponíveis hoje e ficaram de fora: Pizza Margherita + Calabresa (Calabresa indisponível).");
    expect(storedCart().map((item) => item.name)).toEqual(["Guaraná 2L"]);
  });

  it("keeps the cart when nothing of the order is sold today, and says so", async () => {
    mock.data.orders[0]!.OrderItem = rows(0, 1, 5, "Guaraná 2L", 1);
    mock.data.products = mock.data.products.filter((product) => product.name !== "Guaraná 2L");
    renderApp("/orders", { token: "client-token", cart: [line("Quatro Queijos", 1)] });
    await userEvent.click(await screen.findByRole("button", { name: "Pedir de novo o pedido #1042" }));
    expect(await screen.findByText("Nenhum item deste pedido está disponível hoje.")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
    expect(storedCart().map((item) => item.name)).toEqual(["Quatro Queijos"]);
  });
});

describe("Falar com a loja (WhatsApp)", () => {
  const mock = useMockApi();

  it("on the order page: the store's full number and the order number in the draft", async () => {
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    const link = await screen.findByRole("link", { name: "Falar com a loja" });
    expect(link).toHaveAttribute("href", `https://wa.me/551133334444?text=${encodeURIComponent("Olá! Gostaria de falar sobre o meu pedido #1042.")}`);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("in the menu, after Informações", async () => {
    renderApp("/menu");
    const link = await screen.findByRole("link", { name: "Falar com a loja" });
    expect(link).toHaveAttribute("href", `https://wa.me/551133334444?text=${encodeURIComponent("Olá! Gostaria de falar com a loja.")}`);
    const labels = within(screen.getByRole("navigation", { name: "Menu" })).getAllByRole("link").map((entry) => entry.textContent);
    expect(labels.indexOf("Falar com a loja")).toBe(labels.indexOf("Informações") + 1);
  });
});
