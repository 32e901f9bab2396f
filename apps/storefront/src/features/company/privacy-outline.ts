import type { OutlineEntry } from "./legal-section";

/** The parts of the privacy policy (seed 001 section 2.7), in order; `id` is the anchor (#cookies). */
export const PRIVACY_OUTLINE = {
  scope: { id: "abrangencia", title: "1. A quem esta política se aplica" },
  parties: { id: "partes", title: "2. Quem é quem" },
  automatic: { id: "dados-automaticos", title: "3. Dados coletados automaticamente" },
  cookies: { id: "cookies", title: "4. Cookies e armazenamento local" },
  purposes: { id: "finalidades", title: "5. Para que usamos os dados" },
  otherSources: { id: "outras-fontes", title: "6. Dados recebidos de outras fontes" },
  signUp: { id: "cadastro-e-compra", title: "7. Dados do cadastro e das compras" },
  sharing: { id: "compartilhamento", title: "8. Com quem compartilhamos" },
  channels: { id: "outros-canais", title: "9. Outros canais de venda" },
  rights: { id: "direitos", title: "10. Seus direitos" },
  security: { id: "seguranca", title: "11. Segurança" },
  retention: { id: "retencao", title: "12. Por quanto tempo guardamos" },
  assets: { id: "transferencia-de-ativos", title: "13. Venda ou transferência do negócio" },
  updates: { id: "atualizacoes", title: "14. Atualizações desta política" },
  international: { id: "transferencia-internacional", title: "15. Transferência internacional" },
  links: { id: "links-externos", title: "16. Links para outros sites" },
  social: { id: "redes-sociais", title: "17. Cadastro por redes sociais" },
  contact: { id: "contato", title: "18. Contato" },
} as const satisfies Record<string, OutlineEntry>;

export const PRIVACY_TOC: readonly OutlineEntry[] = Object.values(PRIVACY_OUTLINE);
