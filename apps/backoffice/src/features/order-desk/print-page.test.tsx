import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backofficeMockData, mockAuthorizedNote } from "@forno/api-client/msw";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";

const renderPrint = (query: string) => renderApp(`/backoffice/orders/1/print?${query}`, { routes: deskRoutes(recordingPlayer().player) });

afterEach(() => vi.restoreAllMocks());

describe("the ticket print view", () => {
  it("prints one ticket a page, monospaced for 58 mm paper with no margins", async () => {
    renderPrint("template=kitchen,delivery&width=32");
    const kitchen = await screen.findByLabelText("Comanda Cozinha");
    const delivery = screen.getByLabelText("Comanda Entrega");
    await waitFor(() => expect(kitchen).toHaveTextContent("PEDIDO #1001"));
    await waitFor(() => expect(delivery).toHaveTextContent("Maria da Silva"));
    for (const line of (delivery.textContent ?? "").split("\n")) expect(line.length).toBeLessThanOrEqual(32);
    expect(kitchen).toHaveStyle({ width: "58mm" });
    // A page as wide as the paper and as tall as each ticket: "58mm auto" is not valid CSS (decision 3701).
    const rules = document.querySelector("style")?.textContent ?? "";
    expect(rules).toMatch(/@page ticket-kitchen \{ size: 58mm \d+mm; margin: 0; \}/);
    expect(rules).toMatch(/@page ticket-delivery \{ size: 58mm \d+mm; margin: 0; \}/);
    expect(rules).not.toContain("auto");
    expect(kitchen).toHaveAttribute("data-page", "kitchen");
    expect(screen.getByRole("combobox", { name: "Papel" })).toHaveValue("32");
  });

  it("switches to 80 mm from the paper choice, and prints itself when opened by the board", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = renderPrint("template=kitchen&width=48&autoprint=1");
    await waitFor(() => expect(screen.getByLabelText("Comanda Cozinha")).toHaveTextContent("PEDIDO #1001"));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.selectOptions(screen.getByRole("combobox", { name: "Papel" }), "32");
    await waitFor(() => expect(screen.getByLabelText("Comanda Cozinha")).toHaveStyle({ width: "58mm" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("opened without a paper (the orders table, a new order), prints on the store's paper", async () => {
    const data = backofficeMockData();
    data.store.operation.ticket_width = 32;
    renderApp("/backoffice/orders/1/print?template=kitchen", { data, routes: deskRoutes(recordingPlayer().player) });
    const kitchen = await screen.findByLabelText("Comanda Cozinha");
    await waitFor(() => expect(kitchen).toHaveTextContent("PEDIDO #1001"));
    for (const line of (kitchen.textContent ?? "").split("\n")) expect(line.length).toBeLessThanOrEqual(32);
    expect(kitchen).toHaveStyle({ width: "58mm" });
    expect(screen.getByRole("combobox", { name: "Papel" })).toHaveValue("32");
  });

  it("names the loyalty card's reward on the delivery ticket, within 58 mm (growth.md section 2)", async () => {
    const data = backofficeMockData();
    data.orders[0] = { ...data.orders[0]!, discount: 49.9, uses_reward: true, discount_sponsor: "store" };
    renderApp("/backoffice/orders/1/print?template=delivery&width=32", { data, routes: deskRoutes(recordingPlayer().player) });
    const delivery = await screen.findByLabelText("Comanda Entrega");
    await waitFor(() => expect(delivery).toHaveTextContent(/Desconto \(recompensa do\s+cartão fidelidade\)\s+-R\$\s49,90/));
    for (const line of (delivery.textContent ?? "").split("\n")) expect(line.length).toBeLessThanOrEqual(32);
  });

  it("says why a ticket could not be loaded", async () => {
    renderApp("/backoffice/orders/999/print?template=kitchen&width=48", { routes: deskRoutes(recordingPlayer().player) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Pedido não encontrado.");
  });

  it("waits for the note being issued, then ends the delivery ticket with the NFC-e block and its QR code before printing itself", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const data = backofficeMockData();
    const order = data.orders.find((candidate) => candidate.id === 1)!;
    order.fiscal = { ...mockAuthorizedNote(1), status: "pending", number: null, series: null, access_key: null, qrcode_url: null, consult_url: null, issued_at: null };
    renderApp("/backoffice/orders/1/print?template=delivery&width=48&autoprint=1", { data, routes: deskRoutes(recordingPlayer().player) });
    const delivery = await screen.findByLabelText("Comanda Entrega");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(print).not.toHaveBeenCalled();
    expect(delivery).toHaveTextContent("Carregando…");
    order.fiscal = mockAuthorizedNote(1);
    await waitFor(() => expect(delivery).toHaveTextContent("NFC-e nº 1 Série 1"));
    expect(delivery).toHaveTextContent("3526 0000 0000");
    const qr = within(delivery).getByRole("img", { name: "QR code da NFC-e" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf8,/);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The page is as tall as the ticket and the QR code under it.
    expect(document.querySelector("style")?.textContent).toMatch(/@page ticket-delivery \{ size: 80mm \d+mm; margin: 0; \}/);
  });
});
