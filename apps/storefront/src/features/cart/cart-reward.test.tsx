import { MOCK_COUPON } from "@forno/api-client/msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { line } from "../../../test/fixtures";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";
import { watchAnswers } from "../../../test/requests";
import { setCouponCode } from "../../stores/cart/coupon-code";
import { setRewardChoice } from "../../stores/cart/reward-choice";

const LOYALTY_URL = "http://localhost:3000/clients/me/loyalty";
const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));
const payButton = () => screen.getByRole("button", { name: /^Pagar \|/ });
const pickUp = async () => userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
const rewardBox = () => screen.findByRole("checkbox", { name: "Usar recompensa" });
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, " ");
/** The card's answer has arrived and the screen has drawn what it says. */
const cardRead = async (answers: { count: number }, count = 1) => {
  await vi.waitFor(() => expect(answers.count).toBe(count));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};
const refuse = (message: string) =>
  server.use(http.post("http://localhost:3000/orders", () => HttpResponse.json({ statusCode: 422, error: "Unprocessable Entity", message }, { status: 422 })));

describe("the cart's 'Usar recompensa' (growth.md section 2)", () => {
  const mock = useMockApi();
  beforeEach(() => {
    mock.data.orders = [];
    // A full card: one reward, a free pizza up to R$ 60,00.
    Object.assign(mock.data.loyalty, { stamps: 10 });
    mock.data.loyalty.program.enabled = true;
  });

  it("with a reward: the box and what the reward is; ticked, the quote and the order use it, the summary shows its line", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Quatro Queijos", 1), line("Guaraná 2L", 1)] });
    await pickUp();
    const box = await rewardBox();
    expect(box).not.toBeChecked();
    expect(plain(box.getAttribute("aria-describedby") && document.getElementById(box.getAttribute("aria-describedby")!)?.textContent)).toBe("Uma pizza grátis (até R$ 60,00)");
    expect(screen.getByRole("region", { name: "Cartão fidelidade" })).toContainElement(box);

    await userEvent.click(box);
    expect(box).toBeChecked();
    // The pizza (R$ 62,90) is free up to R$ 60,00: R$ 74,90 - R$ 60,00 = R$ 14,90.
    const label = await summary().findByText("Desconto (recompensa do cartão fidelidade)");
    expect(plain(label.textContent)).toBe("Desconto (recompensa do cartão fidelidade)Uma pizza grátis (até R$ 60,00)");
    expect(plain(label.nextElementSibling?.textContent)).toBe("-R$ 60,00");
    expect(plain(summary().getByText(/R\$ 14,90/).textContent)).toBe("R$ 14,90");
    expect(plain(payButton().textContent)).toBe("Pagar | R$ 14,90");
    expect(mock.data.quoteBodies.at(-1)).toMatchObject({ use_reward: true, is_delivery: false });
    expect(localStorage.getItem("recompensa")).toBe("1");

    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders.at(-1)).toMatchObject({ uses_reward: true, discount: 60, coupon_code: null });
    expect(await screen.findByText("Desconto (recompensa do cartão fidelidade)")).toBeInTheDocument();
    // The order holds the reward now: the cart's next order starts without it.
    expect(localStorage.getItem("recompensa")).toBeNull();
  });

  it("is not offered without a reward, nor signed out", async () => {
    mock.data.loyalty.stamps = 9;
    const answers = watchAnswers(LOYALTY_URL);
    const { unmount } = renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await cardRead(answers);
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();
    unmount();

    mock.data.loyalty.stamps = 10;
    localStorage.removeItem("token");
    renderApp("/cart", { cart: [line("Margherita", 1)] });
    await pickUp();
    await screen.findByRole("textbox", { name: "Cupom de desconto" });
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();
    expect(answers.count).toBe(1);
  });

  it("is not offered while the store does not run the program", async () => {
    mock.data.loyalty.program.enabled = false;
    const answers = watchAnswers(LOYALTY_URL);
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await cardRead(answers);
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();
  });

  it("with a coupon too: the server's refusal under the box, no discount, and the order goes with neither", async () => {
    mock.data.coupons = [{ ...MOCK_COUPON, code: "PRIMEIRA10", name: "10% no primeiro pedido", first_order_only: false }];
    setCouponCode("PRIMEIRA10");
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await summary().findByText("Desconto (PRIMEIRA10)");
    await userEvent.click(await rewardBox());
    const box = await rewardBox();
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Use o cupom ou a recompensa, não os dois\.$/));
    expect(box).toHaveAttribute("aria-invalid", "true");
    // The coupon is refused by the same rule, and says so under its field.
    expect(screen.getByRole("textbox", { name: "Cupom de desconto" })).toHaveAccessibleDescription("Use o cupom ou a recompensa, não os dois.");
    expect(summary().queryByText(/Desconto/)).not.toBeInTheDocument();
    expect(plain(payButton().textContent)).toBe("Pagar | R$ 49,90");
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders.at(-1)).toMatchObject({ uses_reward: false, coupon_code: null, discount: 0 });
  });

  it("a free pizza without a pizza in the cart: the server says why under the box", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await pickUp();
    await userEvent.click(await rewardBox());
    await waitFor(async () => expect(await rewardBox()).toHaveAccessibleDescription(/A recompensa é uma pizza grátis: coloque uma pizza no pedido para usá-la\.$/));
    expect(summary().queryByText(/Desconto/)).not.toBeInTheDocument();
  });

  it("before a way to receive the order is chosen, says to choose it to see the discount", async () => {
    setRewardChoice(true);
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    expect(await rewardBox()).toHaveAccessibleDescription("Escolha entrega ou retirada para ver o desconto.");
  });

  it("keeps the choice when the cart is left and opened again", async () => {
    const first = renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await userEvent.click(await rewardBox());
    await summary().findByText("Desconto (recompensa do cartão fidelidade)");
    first.unmount();

    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    expect(await rewardBox()).toBeChecked();
    expect(await summary().findByText("Desconto (recompensa do cartão fidelidade)")).toBeInTheDocument();
  });

  it("lets a kept choice go once the card says there is no reward", async () => {
    mock.data.loyalty.stamps = 4;
    setRewardChoice(true);
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await waitFor(() => expect(localStorage.getItem("recompensa")).toBeNull());
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();
    await waitFor(() => expect(mock.data.quoteBodies.at(-1)).toMatchObject({ is_delivery: false }));
    expect(mock.data.quoteBodies.at(-1)).not.toHaveProperty("use_reward");
    expect(screen.queryByText("Você ainda não tem uma recompensa.")).not.toBeInTheDocument();
  });

  it("a kept choice is not sent while the card cannot be read: the coupon works as usual", async () => {
    server.use(http.get(LOYALTY_URL, () => HttpResponse.json({ statusCode: 500, error: "Internal Server Error", message: "Erro interno." }, { status: 500 })));
    mock.data.coupons = [{ ...MOCK_COUPON, code: "PRIMEIRA10", name: "10% no primeiro pedido", first_order_only: false }];
    setCouponCode("PRIMEIRA10");
    setRewardChoice(true);
    const answers = watchAnswers(LOYALTY_URL);
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await cardRead(answers);
    expect(await summary().findByText("Desconto (PRIMEIRA10)")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();
    expect(mock.data.quoteBodies.filter((body) => body.use_reward)).toEqual([]);
    expect(screen.queryByText("Use o cupom ou a recompensa, não os dois.")).not.toBeInTheDocument();
  });

  it("a reward refused when the order is created shows under the box, not in the banner", async () => {
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await userEvent.click(await rewardBox());
    await summary().findByText("Desconto (recompensa do cartão fidelidade)");
    // Meanwhile another order took the reward.
    refuse("Você ainda não tem uma recompensa.");
    await userEvent.click(payButton());
    await waitFor(async () => expect(await rewardBox()).toHaveAccessibleDescription(/Você ainda não tem uma recompensa\.$/));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when the quote fails, the cart still works and the order carries the reward for the server to decide", async () => {
    server.use(http.post("http://localhost:3000/orders/quote", () => HttpResponse.json({ statusCode: 500, error: "Internal Server Error", message: "Erro interno." }, { status: 500 })));
    renderApp("/cart", { token: "client-token", cart: [line("Margherita", 1)] });
    await pickUp();
    await userEvent.click(await rewardBox());
    expect(plain(payButton().textContent)).toBe("Pagar | R$ 49,90");
    await userEvent.click(payButton());
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(mock.data.orders.at(-1)).toMatchObject({ uses_reward: true, discount: 49.9 });
  });
});
