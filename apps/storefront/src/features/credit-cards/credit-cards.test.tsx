import type { SavedCard } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const API = "http://localhost:3000";

const card = (id: string, lastFour: string, fields: Partial<SavedCard> = {}): SavedCard => ({
  id,
  customer_id: "sbx-client-1",
  cardholder: { name: "MARIA DA SILVA" },
  issuer: { name: "Visa" },
  last_four_digits: lastFour,
  payment_method: { name: "visa", secure_thumbnail: `${API}/images/cards/visa.svg` },
  ...fields,
});

describe("/user/credit-cards", () => {
  const mock = useMockApi();
  afterEach(() => vi.restoreAllMocks());

  it("without a session goes to /sign-in and asks for no cards", async () => {
    let asked = false;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/order-payments/cards") asked = true;
    });
    renderApp("/user/credit-cards");
    await waitFor(() => expect(currentPath()).toBe("/sign-in"));
    expect(asked).toBe(false);
    server.events.removeAllListeners();
  });

  it("'Cartões', back to /profile, and the empty state", async () => {
    renderApp("/user/credit-cards", { token: "client-token" });
    expect(await screen.findByRole("heading", { name: "Você ainda não tem cartões cadastrados." })).toBeInTheDocument();
    expect(screen.getByText("Faça sua primeira compra para cadastrar um cartão.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Cartões" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(currentPath()).toBe("/profile"));
  });

  it("each card: cardholder, issuer, masked digits ending in the last four, the brand's thumbnail", async () => {
    mock.data.cards = [card("c1", "5682"), card("c2", "6351", { cardholder: { name: "JOAO SOUZA" }, issuer: { name: "Mastercard" }, payment_method: { name: "master", secure_thumbnail: `${API}/images/cards/master.svg` } })];
    renderApp("/user/credit-cards", { token: "client-token" });
    const list = await screen.findByRole("list", { name: "Seus cartões" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("MARIA DA SILVA");
    expect(first).toHaveTextContent("Visa");
    expect(first).toHaveTextContent("•••• •••• •••• 5682");
    expect(within(first!).getByRole("img", { name: "visa" })).toHaveAttribute("src", `${API}/images/cards/visa.svg`);
    expect(second).toHaveTextContent("JOAO SOUZA");
    expect(second).toHaveTextContent("Mastercard");
    expect(second).toHaveTextContent("6351");
  });

  it("'Remover' asks 'Remover Cartão' first; 'Cancelar' keeps it, 'Sim, remover' removes it and refreshes the list", async () => {
    mock.data.cards = [card("c1", "5682"), card("c2", "6351")];
    renderApp("/user/credit-cards", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: "Remover o cartão terminado em 5682" }));
    let dialog = screen.getByRole("alertdialog", { name: "Remover Cartão" });
    expect(dialog).toHaveTextContent("Deseja remover o cartão •••• 5682?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mock.data.cards).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Remover o cartão terminado em 5682" }));
    dialog = screen.getByRole("alertdialog", { name: "Remover Cartão" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sim, remover" }));
    await waitFor(() => expect(screen.queryByText(/5682/)).not.toBeInTheDocument());
    expect(mock.data.cards.map((entry) => entry.id)).toEqual(["c2"]);
    expect(screen.getByText(/6351/)).toBeInTheDocument();
  });

  it("a failed removal is only logged", async () => {
    mock.data.cards = [card("c1", "5682")];
    server.use(http.delete(`${API}/order-payments/cards/:id`, () => HttpResponse.json({ statusCode: 500, error: "Internal Server Error", message: "Falhou" }, { status: 500 })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/user/credit-cards", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: "Remover o cartão terminado em 5682" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Sim, remover" }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Erro ao remover o cartão", expect.anything()));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText(/5682/)).toBeInTheDocument();
  });
});
