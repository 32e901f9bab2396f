import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

describe("the help page", () => {
  it("replaces the placeholder with one section per task, each linking to its screen", async () => {
    const { user, router } = renderApp("/backoffice/help");
    expect(await screen.findByRole("heading", { level: 1, name: "Ajuda" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Em breve" })).not.toBeInTheDocument();
    const expected: Array<[string, string]> = [
      ["Aceitar e imprimir pedidos", "/backoffice/orders"],
      ["Definir os horários", "/backoffice/hours"],
      ["Pausar a loja", "/backoffice/hours"],
      ["Anotar um pedido por telefone", "/backoffice/orders/new"],
      ["Criar um cupom de desconto", "/backoffice/coupons"],
      ["Atender um pedido de remoção de dados (LGPD)", "/backoffice/privacy"],
    ];
    for (const [title, path] of expected) {
      const section = screen.getByRole("region", { name: title });
      const links = within(section).getAllByRole("link").map((link) => link.getAttribute("href"));
      expect(links, title).toContain(path);
    }
    await user.click(within(screen.getByRole("region", { name: "Atender um pedido de remoção de dados (LGPD)" })).getByRole("link", { name: "Abrir Privacidade" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacidade" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice/privacy");
  });
});
