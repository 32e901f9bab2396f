import { backofficeMockData } from "@forno/api-client/msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";
import { UNDO_MS } from "./use-delayed-moves";

function renderDesk(data = backofficeMockData()) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderApp("/backoffice/orders", { data, routes: deskRoutes(recordingPlayer().player), advanceTimers: vi.advanceTimersByTime });
}

const column = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (number: number) => screen.getByRole("article", { name: `#${number}` });
const lastState = (data: ReturnType<typeof backofficeMockData>, index: number) => data.orders[index]?.OrderStateHistory.at(-1)?.to_state;

afterEach(() => vi.useRealTimers());

describe("choosing the driver when an order leaves", () => {
  it("offers the active drivers right under 'Saiu para entrega', sends the choice with the move after the undo time, and shows it on the card", async () => {
    const { user, data } = renderDesk();
    const select = await within(await screen.findByRole("article", { name: "#1002" })).findByRole("combobox", { name: "Entregador" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Sem entregador", "Bruna Lima", "Carlos Entregas"]);

    // The button keeps the card's fixed primary place; the choice sits under it (decision 3700). From
    // the keyboard: the select, an arrow, Shift+Tab back to the button, Enter.
    expect(within(card(1002)).getByRole("button", { name: "Saiu para entrega: pedido #1002" }).compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    select.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.selectOptions(select, "Carlos Entregas");
    await user.tab({ shift: true });
    expect(within(card(1002)).getByRole("button", { name: "Saiu para entrega: pedido #1002" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(within(column("Em entrega")).getByRole("article", { name: "#1002" })).toBeInTheDocument();
    expect(within(card(1002)).getByRole("status")).toHaveTextContent("Saiu para entrega com Carlos Entregas…");
    expect(lastState(data, 1)).toBe("PREPARATION");

    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(lastState(data, 1)).toBe("DISPATCHED"));
    expect(data.orders[1]?.driver).toEqual({ id: 1, name: "Carlos Entregas" });
    expect(await within(card(1002)).findByText("Entregador: Carlos Entregas")).toBeInTheDocument();
  });

  it("takes the driver back with Desfazer: nothing reaches the server", async () => {
    const { user, data } = renderDesk();
    await user.selectOptions(await within(await screen.findByRole("article", { name: "#1002" })).findByRole("combobox", { name: "Entregador" }), "Bruna Lima");
    await user.click(screen.getByRole("button", { name: "Saiu para entrega: pedido #1002" }));
    await user.click(within(card(1002)).getByRole("button", { name: "Desfazer" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS * 2));
    expect(lastState(data, 1)).toBe("PREPARATION");
    expect(data.orders[1]?.driver).toBeNull();
    expect(within(column("Em preparo")).getByRole("article", { name: "#1002" })).toBeInTheDocument();
  });

  it("lets an order leave without a driver", async () => {
    const { user, data } = renderDesk();
    await within(await screen.findByRole("article", { name: "#1002" })).findByRole("combobox", { name: "Entregador" });
    await user.click(screen.getByRole("button", { name: "Saiu para entrega: pedido #1002" }));
    const pending = within(card(1002)).getByRole("status");
    expect(pending).toHaveTextContent("Saiu para entrega…");
    expect(pending).not.toHaveTextContent(" com ");
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(lastState(data, 1)).toBe("DISPATCHED"));
    expect(data.orders[1]?.driver).toBeNull();
    expect(within(card(1002)).queryByText(/Entregador:/)).not.toBeInTheDocument();
  });

  it("offers no choice for a pickup order", async () => {
    const pickup = backofficeMockData();
    pickup.orders[1]!.is_delivery = false;
    renderDesk(pickup);
    expect(await screen.findByRole("button", { name: "Pronto para retirada: pedido #1002" })).toBeInTheDocument();
    expect(within(card(1002)).queryByRole("combobox", { name: "Entregador" })).not.toBeInTheDocument();
  });

  it("words a pickup's last step 'Retirado', and its finished card says so (decision 3702)", async () => {
    const pickup = backofficeMockData();
    pickup.orders[1]!.is_delivery = false;
    const { user } = renderDesk(pickup);
    await user.click(await screen.findByRole("button", { name: "Pronto para retirada: pedido #1002" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await user.click(await within(column("Em entrega")).findByRole("button", { name: "Retirado: pedido #1002" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(lastState(pickup, 1)).toBe("DELIVERED"));
    expect(await within(column("Concluídos hoje")).findByText("Retirado")).toBeInTheDocument();
  });

  it("offers no choice when every driver is inactive", async () => {
    const data = backofficeMockData();
    for (const driver of data.drivers) driver.is_active = false;
    renderDesk(data);
    expect(await screen.findByRole("button", { name: "Saiu para entrega: pedido #1002" })).toBeInTheDocument();
    // The drivers' list has answered (empty) by the time the board shows.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(card(1002)).queryByRole("combobox", { name: "Entregador" })).not.toBeInTheDocument();
  });
});
