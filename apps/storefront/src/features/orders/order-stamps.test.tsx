import type { Order } from "@forno/domain/schemas";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withState } from "../../../test/held-order-stream";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

const stampsLine = () => screen.queryByText(/cartão fidelidade/);

describe("the order page's stamps (growth.md section 2)", () => {
  const mock = useMockApi();
  const paid = (stamps: number): Order => ({ ...structuredClone(mock.data.orders[0]!), loyalty_stamps: stamps });
  const show = async (order: Order) => {
    renderApp("/order", { token: "client-token", state: { order } });
    await screen.findByRole("heading", { name: "Resumo" });
  };

  it.each([
    [2, "Este pedido vale 2 selos no seu cartão fidelidade quando for entregue."],
    [1, "Este pedido vale 1 selo no seu cartão fidelidade quando for entregue."],
  ])("before delivery, %i: '%s'", async (stamps, sentence) => {
    await show(paid(stamps));
    expect(stampsLine()).toHaveTextContent(new RegExp(`^${sentence.replace(/[.()]/g, "\\$&")}$`));
  });

  it("says so for an order not yet paid too", async () => {
    const pending = paid(3);
    pending.OrderStateHistory = pending.OrderStateHistory.filter((entry) => entry.to_state === "PENDING");
    await show(pending);
    expect(stampsLine()).toHaveTextContent(/^Este pedido vale 3 selos no seu cartão fidelidade quando for entregue\.$/);
  });

  it.each([
    [2, "Este pedido rendeu 2 selos no seu cartão fidelidade."],
    [1, "Este pedido rendeu 1 selo no seu cartão fidelidade."],
  ])("delivered, %i: '%s'", async (stamps, sentence) => {
    await show(withState(paid(stamps), "DELIVERED", "2025-05-10T21:00:00.000Z"));
    expect(stampsLine()).toHaveTextContent(new RegExp(`^${sentence.replace(/[.()]/g, "\\$&")}$`));
  });

  it.each([
    ["CANCELLED_CLIENT", paid],
    ["CANCELLED_STORE", paid],
    ["REFUNDED", (stamps: number) => withState(paid(stamps), "DELIVERED", "2025-05-10T21:00:00.000Z")],
  ])("says nothing once %s (its stamps are taken back)", async (state, before) => {
    await show(withState(before(2), state, "2025-05-10T22:00:00.000Z"));
    expect(stampsLine()).not.toBeInTheDocument();
  });

  it("says nothing for an order that earns no stamp", async () => {
    await show(withState(paid(0), "DELIVERED", "2025-05-10T21:00:00.000Z"));
    expect(stampsLine()).not.toBeInTheDocument();
  });
});
