import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";
import { marketingLinks } from "./marketing-links";

describe("/web, the desktop wrapper", () => {
  const mock = useMockApi();

  it("builds home, about, menu, gallery, events and contact from the store's site", () => {
    expect(marketingLinks([{ network: "instagram", url: "https://instagram.com/forno" }])).toEqual([]);
    expect(marketingLinks([{ network: "site", url: "https://forno.example.com/" }]).map((link) => [link.label, link.href])).toEqual([
      ["Início", "https://forno.example.com/"],
      ["Sobre", "https://forno.example.com/sobre"],
      ["Cardápio", "https://forno.example.com/cardapio"],
      ["Galeria", "https://forno.example.com/galeria"],
      ["Eventos", "https://forno.example.com/eventos"],
      ["Contato", "https://forno.example.com/contato"],
    ]);
  });

  it("shows the store, 'Delivery', the marketing links, the in-app Delivery link and the app in a frame", async () => {
    mock.data.store.social.push({ network: "site", url: "https://forno.example.com" });
    renderApp("/web");
    expect(await screen.findByRole("heading", { level: 1, name: "Delivery" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Site da loja" });
    expect(await within(nav).findByRole("link", { name: "Galeria" })).toHaveAttribute("href", "https://forno.example.com/galeria");
    const delivery = within(nav).getByRole("link", { name: "Delivery" });
    expect(delivery).toHaveAttribute("href", "/");
    expect(delivery).toHaveAttribute("target", "forno-app");
    const frame = screen.getByTitle("Forno Delivery");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "/");
    expect(frame).toHaveAttribute("name", "forno-app");
    // The wrapper is not an app screen: no header, no bottom bar.
    expect(screen.queryByRole("navigation", { name: "Navegação principal" })).not.toBeInTheDocument();
  });
});
