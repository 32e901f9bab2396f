import { mockData } from "@forno/api-client/msw";
import type { Order } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { line } from "../../../test/fixtures";
import { currentPath, renderApp } from "../../../test/render-app";
import { useCartStore } from "../../stores/cart/cart-store";
import { CHANGE_FOR_MESSAGES } from "@forno/domain/orders";
import { ON_DELIVERY_FORM_MESSAGES } from "./pay-on-delivery-form";

/** A PENDING order of the signed-in customer: 54,90 + 8,00 of delivery = R$ 62,90. */
function pendingOrder(id = 7): Order {
  const base = structuredClone(mockData().orders[0]!);
  return { ...base, id, external_id: 1000 + id, OrderStateHistory: [{ id: 1, to_state: "PENDING", created_at: base.created_at }], OrderPayment: [] };
}

/** An order confirmed for payment on delivery, as the API answers it. */
function confirmedOrder(payment: { payment_method: "cash" | "card_on_delivery"; change_for: number | null }): Order {
  const base = structuredClone(mockData().orders[0]!);
  return {
    ...base,
    OrderStateHistory: [
      { id: 1, to_state: "PENDING", created_at: "2025-05-10T20:00:00.000Z" },
      { id: 2, to_state: "PAID", created_at: "2025-05-10T20:01:00.000Z" },
    ],
    OrderPayment: [{ id: 9, status: "approved", transaction_amount: 62.9, created_at: "2025-05-10T20:01:00.000Z", ...payment }],
  };
}

const money = (text: string) => new RegExp(text.replace("R$ ", "R\\$\\s").replace(/[()]/g, "\\$&"));

async function openOnDelivery() {
  await userEvent.click(await screen.findByRole("button", { name: /^Pagar na entrega/ }));
  return screen.findByRole("form", { name: "Pagar na entrega" });
}

describe("/checkout: Pagar na entrega", () => {
  const mock = useMockApi();

  it("is not offered while the store accepts no payment on delivery", async () => {
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    expect(await screen.findByRole("button", { name: /^Pix/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pagar na entrega/ })).not.toBeInTheDocument();
  });

  it("offers only the enabled methods: with cash alone, Dinheiro is already chosen", async () => {
    mock.data.store.payment.on_delivery_methods = ["cash"];
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    const form = await openOnDelivery();
    expect(within(form).getByRole("radio", { name: /Dinheiro/ })).toBeChecked();
    expect(within(form).queryByRole("radio", { name: /Cartão na entrega/ })).not.toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Troco para" })).toBeInTheDocument();
  });

  it("checks the choice and the change here, in Portuguese, before sending anything", async () => {
    mock.data.store.payment.on_delivery_methods = ["cash", "card"];
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    const form = await openOnDelivery();
    const confirm = within(form).getByRole("button", { name: "Confirmar pedido" });
    await userEvent.click(confirm);
    expect(await within(form).findByRole("alert")).toHaveTextContent(ON_DELIVERY_FORM_MESSAGES.chooseMethod);

    await userEvent.click(within(form).getByRole("radio", { name: /Dinheiro/ }));
    await userEvent.click(confirm);
    expect(await within(form).findByText(CHANGE_FOR_MESSAGES.required)).toBeInTheDocument();

    const field = within(form).getByRole("textbox", { name: "Troco para" });
    await userEvent.type(field, "abc");
    await userEvent.click(confirm);
    expect(await within(form).findByText(CHANGE_FOR_MESSAGES.invalid)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, "50");
    await userEvent.click(confirm);
    expect(await within(form).findByText(money("O troco deve ser para um valor igual ou maior que o total do pedido (R$ 62,90)."))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(money("O troco deve ser para um valor igual ou maior"));
    expect(mock.data.paymentRequests).toHaveLength(0);
  });

  it("Dinheiro with 'Troco para R$ 100,00': sends change_for 100, empties the cart and shows 'Pedido confirmado' with the change at home", async () => {
    mock.data.store.payment.on_delivery_methods = ["cash", "card"];
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order }, cart: [line("Margherita", 1)] });
    const form = await openOnDelivery();
    await userEvent.click(within(form).getByRole("radio", { name: /Dinheiro/ }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Troco para" }), "100,00");
    await userEvent.click(within(form).getByRole("button", { name: "Confirmar pedido" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    const [sent] = mock.data.paymentRequests;
    expect(sent!.body).toEqual({ external_reference: order.id, payment_method_id: "cash", change_for: 100 });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(useCartStore.getState().lines).toEqual([]);

    const card = await screen.findByRole("region", { name: `Pedido #${order.external_id}` });
    await waitFor(() => expect(within(card).getAllByText("Pedido confirmado").length).toBeGreaterThan(0));
    expect(card).toHaveTextContent("Pagamento na entrega");
    expect(card).toHaveTextContent(money("Troco para R$ 100,00"));
    expect(card).not.toHaveTextContent("Pago");
  });

  it("'Não preciso de troco' sends change_for null; 'Cartão na entrega' sends the card machine", async () => {
    mock.data.store.payment.on_delivery_methods = ["cash", "card"];
    const exact = pendingOrder(7);
    const machine = pendingOrder(8);
    mock.data.orders.push(exact, machine);
    const first = renderApp("/checkout", { token: "client-token", state: { order: exact } });
    let form = await openOnDelivery();
    await userEvent.click(within(form).getByRole("radio", { name: /Dinheiro/ }));
    await userEvent.click(within(form).getByRole("checkbox", { name: "Não preciso de troco" }));
    expect(within(form).getByRole("textbox", { name: "Troco para" })).toBeDisabled();
    await userEvent.click(within(form).getByRole("button", { name: "Confirmar pedido" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    first.unmount();

    renderApp("/checkout", { token: "client-token", state: { order: machine } });
    form = await openOnDelivery();
    await userEvent.click(within(form).getByRole("radio", { name: /Cartão na entrega/ }));
    expect(within(form).queryByRole("textbox", { name: "Troco para" })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Confirmar pedido" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(mock.data.paymentRequests.map((request) => request.body)).toEqual([
      { external_reference: exact.id, payment_method_id: "cash", change_for: null },
      { external_reference: machine.id, payment_method_id: "card_on_delivery" },
    ]);
  });

  it("a refusal by the server shows its message in the yellow box and stays on /checkout", async () => {
    mock.data.store.payment.on_delivery_methods = ["card"];
    const order = pendingOrder();
    mock.data.orders.push(order);
    renderApp("/checkout", { token: "client-token", state: { order } });
    const form = await openOnDelivery();
    // The store turned it off meanwhile: the API answers 422.
    mock.data.store.payment.on_delivery_methods = [];
    await userEvent.click(within(form).getByRole("button", { name: "Confirmar pedido" }));
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Esta loja não aceita pagamento com cartão na entrega.");
    expect(currentPath()).toBe("/checkout");
  });
});

describe("orders paid on delivery: never 'Pago'", () => {
  const mock = useMockApi();

  it("/orders labels the row 'Pedido confirmado' with 'Pagamento na entrega' and the change", async () => {
    mock.data.orders = [confirmedOrder({ payment_method: "cash", change_for: 100 })];
    renderApp("/orders", { token: "client-token" });
    const row = await screen.findByRole("link", { name: /Pedido #1042/ });
    expect(row).toHaveTextContent("Pedido confirmado");
    expect(row).toHaveTextContent("Pagamento na entrega");
    expect(row).toHaveTextContent(money("Dinheiro · Troco para R$ 100,00"));
    expect(row).not.toHaveTextContent("Pago");
  });

  it("/order says 'Pedido confirmado' in the badge and the timeline, and 'Cartão na entrega' for the card machine", async () => {
    const order = confirmedOrder({ payment_method: "card_on_delivery", change_for: null });
    mock.data.orders = [order];
    renderApp("/order", { token: "client-token", state: { order } });
    const steps = await screen.findByRole("list", { name: "Andamento do pedido" });
    expect(within(steps).getByText("Pedido confirmado")).toBeInTheDocument();
    expect(screen.getAllByText("Pedido confirmado").length).toBe(2);
    expect(screen.getByRole("region", { name: "Resumo" })).toHaveTextContent("Pagamento na entrega: Cartão na entrega");
    expect(screen.queryByText(/Pago\b/)).not.toBeInTheDocument();
  });
});
