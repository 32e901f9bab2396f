import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { GUIDE_MARKDOWN, pictureUrl } from "./guide-content";
import { parseGuide } from "./guide-markdown";

const STEPS = [
  "Antes de começar: entrar no backoffice",
  "1. Os dados da loja: Minha loja › Loja",
  "2. Os horários: Horários",
  "3. As áreas e as taxas de entrega: CEPs e Minha loja › Entrega",
  "4. O cardápio e as fotos: Produtos, Adicionais e Minha loja › Cardápio",
  "5. Os pagamentos: Minha loja › Pagamentos",
  "6. A impressão no computador do balcão: Minha loja › Pedidos e impressão e Pedidos",
  "7. Os entregadores e o fechamento da noite: Entregadores",
  "8. As contas da equipe: Login Administrativo",
  "9. Os pedidos de privacidade (LGPD): Privacidade",
  "10. A nota fiscal (NFC-e): Minha loja › Fiscal",
  "11. Os cupons de desconto: Cupons",
  "12. O cartão fidelidade: Minha loja › Cartão fidelidade e Clientes",
  "13. Os pedidos do iFood: Integrações",
  "Ajuda rápida",
];

describe("the store's guide (docs/guia-da-loja.md)", () => {
  it("has the first steps in order, each with a picture of its screen taken by the e2e suite", () => {
    const blocks = parseGuide(GUIDE_MARKDOWN);
    expect(blocks.filter((block) => block.kind === "heading" && block.level === 2).map((block) => (block.kind === "heading" ? block.text : ""))).toEqual(STEPS);
    const pictures = blocks.flatMap((block) => (block.kind === "image" ? [block.src] : []));
    expect(pictures.length).toBeGreaterThanOrEqual(11);
    for (const src of pictures) expect(pictureUrl(src), src).toBeDefined();
  });

  it("opens from Ajuda, with a link to each step and every picture", async () => {
    const { user } = renderApp("/backoffice/help");
    await user.click(await screen.findByRole("link", { name: "Abrir o guia da loja" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Guia da loja" })).toBeInTheDocument();
    const steps = screen.getByRole("navigation", { name: "Passos do guia" });
    expect(within(steps).getAllByRole("link").map((link) => link.textContent)).toEqual(STEPS);
    expect(screen.getByRole("heading", { level: 2, name: "5. Os pagamentos: Minha loja › Pagamentos" })).toHaveAttribute("id", "5-os-pagamentos-minha-loja-pagamentos");
    expect(screen.getByRole("img", { name: "Minha loja, aba Pagamentos" })).toHaveAttribute("src", expect.stringContaining("06-pagamentos.png"));
    expect(screen.getAllByRole("img").length).toBeGreaterThanOrEqual(11);
    expect(screen.getAllByText("Salvar alterações", { selector: "strong" }).length).toBeGreaterThan(0);
  });
});
