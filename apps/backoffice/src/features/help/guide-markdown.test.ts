import { describe, expect, it } from "vitest";
import { parseGuide, parseInline, slug } from "./guide-markdown";

describe("parseGuide", () => {
  it("reads headings, paragraphs, pictures and lists, a numbered item holding its own bullets", () => {
    const markdown = [
      "# Guia da loja",
      "",
      "Este guia é para a equipe",
      "do balcão.",
      "",
      "## 1. Os dados da loja: Minha loja › Loja",
      "",
      "1. Preencha o nome e o",
      "   telefone.",
      "2. Abra o Chrome:",
      "   - Windows: `chrome.exe`",
      "   - Linux: `chromium`",
      "3. Salve.",
      "",
      "![A tela Login](guia-da-loja/01-login.png)",
      "",
      "- um item",
      "- outro",
    ].join("\n");
    expect(parseGuide(markdown)).toEqual([
      { kind: "title", text: "Guia da loja" },
      { kind: "paragraph", text: "Este guia é para a equipe do balcão." },
      { kind: "heading", level: 2, text: "1. Os dados da loja: Minha loja › Loja", id: "1-os-dados-da-loja-minha-loja-loja" },
      {
        kind: "list",
        ordered: true,
        items: [
          { text: "Preencha o nome e o telefone.", children: [] },
          { text: "Abra o Chrome:", children: ["Windows: `chrome.exe`", "Linux: `chromium`"] },
          { text: "Salve.", children: [] },
        ],
      },
      { kind: "image", alt: "A tela Login", src: "guia-da-loja/01-login.png" },
      { kind: "list", ordered: false, items: [{ text: "um item", children: [] }, { text: "outro", children: [] }] },
    ]);
  });
});

describe("parseInline", () => {
  it("finds bold, code and web links; a link to a file of the repository stays text", () => {
    expect(parseInline("Clique em **Salvar**, veja `docs/x.md`, [o site](https://forno.example) e [o guia](docs/deployment.md).")).toEqual([
      { kind: "text", text: "Clique em " },
      { kind: "strong", text: "Salvar" },
      { kind: "text", text: ", veja " },
      { kind: "code", text: "docs/x.md" },
      { kind: "text", text: ", " },
      { kind: "link", text: "o site", href: "https://forno.example" },
      { kind: "text", text: " e " },
      { kind: "text", text: "o guia" },
      { kind: "text", text: "." },
    ]);
  });

  it("slugs drop accents and punctuation", () => {
    expect(slug("9. Os pedidos de privacidade (LGPD): Privacidade")).toBe("9-os-pedidos-de-privacidade-lgpd-privacidade");
  });
});
