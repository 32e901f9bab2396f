import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

describe("/company and the terms", () => {
  const mock = useMockApi();
  afterEach(() => vi.useRealTimers());

  it("/company follows the hours, never the online flag alone: closed by its hours it says when it opens, as the home does", async () => {
    // Sunday 22 November 2026, 12:00 in São Paulo; only Date is faked so msw and react keep their timers.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T15:00:00.000Z") });
    mock.data.hours = { ...mock.data.hours, week: [{ day: 1, opens: "10:00", closes: "22:00" }] };
    mock.data.store.store_info.online = true;
    renderApp("/company");
    const hours = (await screen.findByRole("heading", { level: 2, name: "Forno" })).closest("section")!;
    await waitFor(() => expect(hours).toHaveTextContent("Fechado · abre amanhã às 10:00"));
    expect(hours).not.toHaveTextContent("Aberto");
  });

  it("/company open by its hours: 'Aberto até 22:00'", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T15:00:00.000Z") });
    mock.data.hours = { ...mock.data.hours, week: [{ day: 0, opens: "10:00", closes: "22:00" }] };
    renderApp("/company");
    const hours = (await screen.findByRole("heading", { level: 2, name: "Forno" })).closest("section")!;
    await waitFor(() => expect(hours).toHaveTextContent("Aberto até 22:00"));
  });

  it("/company shows the store, its address, phone, networks and the legal pages", async () => {
    renderApp("/company");
    expect(await screen.findByRole("heading", { level: 2, name: "Forno" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rua Augusta, 100 - Consolação, São Paulo - SP, CEP 01305-000" })).toHaveAttribute(
      "href",
      expect.stringContaining("google.com/maps/search"),
    );
    expect(screen.getByRole("link", { name: "(11)3333-4444" })).toHaveAttribute("href", "tel:+551133334444");
    expect(screen.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://instagram.com/forno");
    expect(screen.getByText("Forno Pizzaria Ltda · CNPJ 11.222.333/0001-81")).toBeInTheDocument();
    const documents = screen.getByRole("navigation", { name: "Documentos" });
    expect(within(documents).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/company/terms", "/company/privacy", "/company/remove-data"]);
  });

  it("/company/terms is filled from the store: legal name, CNPJ, address, phone; forum São Paulo; 18 years; 10 May 2025", async () => {
    renderApp("/company/terms");
    const terms = await screen.findByRole("article");
    expect(screen.getByRole("heading", { level: 1, name: "Termos de Uso" })).toBeInTheDocument();
    expect(terms).toHaveTextContent("Forno Pizzaria Ltda, inscrita no CNPJ sob o nº 11.222.333/0001-81");
    expect(terms).toHaveTextContent("Rua Augusta, 100 - Consolação, São Paulo - SP, CEP 01305-000, telefone (11)3333-4444");
    expect(terms).toHaveTextContent("foro da Comarca de São Paulo");
    expect(terms).toHaveTextContent("É proibido vender bebidas alcoólicas e cigarros a menores de 18 anos.");
    expect(terms).toHaveTextContent("Última atualização: 10 de maio de 2025.");
    expect(within(terms).getByRole("link", { name: "privacidade@forno.example.com" })).toHaveAttribute("href", "mailto:privacidade@forno.example.com");
  });
});
