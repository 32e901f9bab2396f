import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";
import { watchAnswers } from "../../../test/requests";

const LOYALTY_URL = "http://localhost:3000/clients/me/loyalty";
const failOnce = () => {
  let failed = false;
  server.use(
    http.get(LOYALTY_URL, () => {
      if (failed) return undefined;
      failed = true;
      return HttpResponse.json({ statusCode: 500, error: "Internal Server Error", message: "Erro interno." }, { status: 500 });
    }),
  );
};

describe("the loyalty card on the profile (growth.md section 2)", () => {
  const mock = useMockApi();

  it("shows the card beside the account, with its history collapsed: date, change and reason", async () => {
    mock.data.loyalty.program.enabled = true;
    renderApp("/profile", { token: "client-token" });
    const card = within(await screen.findByRole("region", { name: "Cartão fidelidade" }));
    expect(card.getByText("7 de 10")).toBeInTheDocument();
    expect(card.getByText("Próximo selo vence em 24/02/2027")).toBeInTheDocument();
    // Between "Sua conta" and the profile's links.
    const account = screen.getByRole("region", { name: "Sua conta" });
    const links = screen.getByRole("navigation", { name: "Perfil" });
    const region = screen.getByRole("region", { name: "Cartão fidelidade" });
    expect(account.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(links) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const summary = card.getByText("Histórico de selos");
    const history = summary.closest("details")!;
    expect(history).not.toHaveAttribute("open");
    await userEvent.click(summary);
    expect(history).toHaveAttribute("open");
    const rows = within(history)
      .getAllByRole("listitem")
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["26/11/2026", "+2", "Pedido #1042 entregue"],
      ["20/11/2026", "+1", "Cortesia pelo atraso"],
      ["02/11/2026", "-10", "Recompensa usada no pedido #1030"],
      ["30/10/2026", "+4", "Pedido #1028 entregue"],
    ]);
  });

  it("leaves the history out when there is none", async () => {
    mock.data.loyalty.program.enabled = true;
    mock.data.loyalty.history = [];
    renderApp("/profile", { token: "client-token" });
    const card = within(await screen.findByRole("region", { name: "Cartão fidelidade" }));
    expect(card.queryByText("Histórico de selos")).not.toBeInTheDocument();
  });

  it("shows nothing while the store does not run the program", async () => {
    const answers = watchAnswers(LOYALTY_URL);
    renderApp("/profile", { token: "client-token" });
    await screen.findByText("390.533.447-05");
    // The card's answer has arrived (enabled: false) and left no box.
    await vi.waitFor(() => expect(answers.count).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("region", { name: "Cartão fidelidade" })).not.toBeInTheDocument();
    expect(screen.queryByText(/cartão fidelidade/i)).not.toBeInTheDocument();
  });

  it("says so in a short sentence when the card cannot be read, and tries again", async () => {
    mock.data.loyalty.program.enabled = true;
    failOnce();
    renderApp("/profile", { token: "client-token" });
    const failed = await screen.findByText("Não foi possível carregar seu cartão fidelidade.");
    expect(failed.closest('[role="status"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("region", { name: "Cartão fidelidade" })).toBeInTheDocument();
    expect(screen.queryByText("Não foi possível carregar seu cartão fidelidade.")).not.toBeInTheDocument();
  });
});
