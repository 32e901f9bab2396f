import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

const payButton = () => screen.findByRole("button", { name: /^Pagar \|/ });
const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));
// Margherita R$ 49,90 and Calabresa R$ 52,90, half each.
const halfAndHalf = () => [line("Margherita", 0.5), line("Calabresa", 0.5)];

describe("cart: the store's minimum and half-and-half rule", () => {
  const mock = useMockApi();

  it("says what is missing to reach the minimum and keeps the pay button disabled until then", async () => {
    Object.assign(mock.data.store.operation, { min_order_amount: 30 });
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    expect(screen.getByText("Faltam R$ 18,00 para o pedido mínimo de R$ 30,00.")).toBeInTheDocument();
    expect(await payButton()).toBeDisabled();
    await userEvent.click(within(screen.getByRole("group", { name: "Quantidade de Guaraná 2L" })).getByRole("button", { name: "Aumentar quantidade" }));
    await userEvent.click(within(screen.getByRole("group", { name: "Quantidade de Guaraná 2L" })).getByRole("button", { name: "Aumentar quantidade" }));
    expect(screen.queryByText(/para o pedido mínimo/)).not.toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
  });

  it("compares the minimum with the subtotal, without the delivery fee", async () => {
    Object.assign(mock.data.store.operation, { min_order_amount: 50 });
    renderApp("/cart", { cart: [line("Margherita", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    expect(screen.getByText("Faltam R$ 0,10 para o pedido mínimo de R$ 50,00.")).toBeInTheDocument();
  });

  it("prices a half-and-half proportionally by default", async () => {
    renderApp("/cart", { cart: halfAndHalf() });
    await screen.findByRole("radio", { name: /Retirar no balcão/ });
    expect(summary().getAllByText("R$ 51,40")).toHaveLength(2);
  });

  it("prices a half-and-half by its most expensive flavour when the store says 'highest', each half shown at that price", async () => {
    Object.assign(mock.data.store.operation, { fraction_pricing: "highest" });
    renderApp("/cart", { cart: halfAndHalf() });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    expect(summary().getAllByText("R$ 52,90")).toHaveLength(2);
    expect(within(screen.getByRole("list", { name: "Itens do pedido" })).getAllByText("R$ 26,45")).toHaveLength(2);
    expect(await payButton()).toHaveTextContent("Pagar | R$ 52,90");
  });
});
