import { MOCK_COUPON } from "@forno/api-client/msw";
import type { Coupon } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

/** The coupon: 10% on the first order, from R$ 40,00. */
const coupon = (fields: Partial<Coupon>): Coupon => ({ ...MOCK_COUPON, code: "PRIMEIRA10", name: "10% no primeiro pedido", min_subtotal: 40, first_order_only: true, ...fields });

const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));
const payButton = () => screen.getByRole("button", { name: /^Pagar \|/ });
const pickUp = async () => userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
const apply = async (code: string) => {
  await userEvent.type(await screen.findByRole("textbox", { name: "Cupom de desconto" }), code);
  await userEvent.click(screen.getByRole("button", { name: "Aplicar" }));
};

describe("the cart's coupon (growth.md section 1)", () => {
  const mock = useMockApi();

  it("applies a coupon typed in any case: its name and conditions before paying, the discount line, the server's total", async () => {
    mock.data.orders = [];
    mock.data.coupons = [coupon({})];
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await apply("primeira10");
    expect(await screen.findByText("10% no primeiro pedido")).toBeInTheDocument();
    expect(screen.getByText("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente")).toBeInTheDocument();
    // R$ 49,90 - 10% (R$ 4,99) = R$ 44,91.
    const line_ = await summary().findByText("Desconto (PRIMEIRA10)");
    expect(line_.nextElementSibling).toHaveTextContent("-R$ 4,99");
    expect(summary().getByText("R$ 44,91")).toBeInTheDocument();
    expect(payButton()).toHaveTextContent("Pagar | R$ 44,91");
    expect(mock.data.quoteBodies.at(-1)).toMatchObject({ coupon_code: "PRIMEIRA10", is_delivery: false });

    // The order carries the coupon, and the checkout shows the discount.
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders.at(-1)).toMatchObject({ coupon_code: "PRIMEIRA10", discount: 4.99 });
    expect(await screen.findByText("Desconto (PRIMEIRA10)")).toBeInTheDocument();
  });

  it("shows the server's refusal under the field, no discount, and the order goes without the coupon", async () => {
    mock.data.orders = [];
    mock.data.coupons = [coupon({ min_subtotal: 60 })];
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await apply("PRIMEIRA10");
    const field = await screen.findByRole("textbox", { name: "Cupom de desconto" });
    await waitFor(() => expect(field).toHaveAccessibleDescription("Este cupom vale para pedidos a partir de R$ 60,00."));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(summary().queryByText(/Desconto/)).not.toBeInTheDocument();
    expect(payButton()).toHaveTextContent("Pagar | R$ 49,90");
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders.at(-1)!.coupon_code).toBeNull();
  });

  it("signed out, a first-order coupon shows its discount and asks to sign in", async () => {
    mock.data.coupons = [coupon({})];
    renderApp("/cart", { cart: [line("Margherita", 1)] });
    await pickUp();
    await apply("PRIMEIRA10");
    expect(await screen.findByText("Entre na sua conta para usar este cupom.")).toHaveAttribute("role", "status");
    expect(summary().getByText("-R$ 4,99")).toBeInTheDocument();
  });

  it("a share link (?cupom=CODE) fills and applies the coupon, and leaves the address", async () => {
    mock.data.orders = [];
    mock.data.coupons = [coupon({})];
    renderApp("/cart?cupom=primeira10", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    expect(await screen.findByText("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente")).toBeInTheDocument();
    expect(localStorage.getItem("cupom")).toBe("PRIMEIRA10");
    // Removed: the field again, and nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Remover" }));
    expect(await screen.findByRole("textbox", { name: "Cupom de desconto" })).toBeInTheDocument();
    expect(summary().queryByText(/Desconto/)).not.toBeInTheDocument();
    expect(localStorage.getItem("cupom")).toBeNull();
  });

  it("a share link on an empty cart keeps the coupon for when the cart has items", async () => {
    renderApp("/cart?cupom=PRIMEIRA10");
    expect(await screen.findByText("Escolha suas pizzas favoritas no cardápio. O cupom PRIMEIRA10 fica guardado para este carrinho.")).toBeInTheDocument();
  });

  it("asks to choose how to receive the order before showing the discount", async () => {
    mock.data.coupons = [coupon({})];
    renderApp("/cart?cupom=PRIMEIRA10", { cart: [line("Margherita", 1)] });
    expect(await screen.findByRole("textbox", { name: "Cupom de desconto" })).toHaveAccessibleDescription("Escolha entrega ou retirada para ver o desconto.");
  });

  it("a coupon refused when the order is created shows under the field, not in the banner", async () => {
    mock.data.orders = [];
    mock.data.coupons = [coupon({})];
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await apply("PRIMEIRA10");
    await screen.findByText("Desconto (PRIMEIRA10)");
    // Meanwhile the last use went to someone else.
    server.use(http.post("http://localhost:3000/orders", () => HttpResponse.json({ statusCode: 422, error: "Unprocessable Entity", message: "Este cupom esgotou." }, { status: 422 })));
    mock.data.coupons = [coupon({ max_uses: 1, uses: 1 })];
    await userEvent.click(payButton());
    const field = await screen.findByRole("textbox", { name: "Cupom de desconto" });
    await waitFor(() => expect(field).toHaveAccessibleDescription("Este cupom esgotou."));
    expect(screen.queryByRole("alert", { name: /Este cupom esgotou/ })).not.toBeInTheDocument();
  });
});
