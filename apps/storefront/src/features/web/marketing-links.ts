import type { StoreDetails } from "@forno/domain/schemas";

export interface MarketingLink {
  label: string;
  href: string;
}

/** The marketing site's pages (seed 001 section 2.9), as paths under the store's site setting. */
const PAGES = [
  { label: "Início", path: "" },
  { label: "Sobre", path: "sobre" },
  { label: "Cardápio", path: "cardapio" },
  { label: "Galeria", path: "galeria" },
  { label: "Eventos", path: "eventos" },
  { label: "Contato", path: "contato" },
] as const;

/**
 * Home, about, menu, gallery, events and contact on the store's own site (the setting social.site);
 * none when the store has no site.
 */
export function marketingLinks(social: StoreDetails["social"]): MarketingLink[] {
  const site = social.find((link) => link.network === "site")?.url.trim();
  if (!site) return [];
  const base = site.replace(/\/+$/, "");
  return PAGES.map(({ label, path }) => ({ label, href: path ? `${base}/${path}` : `${base}/` }));
}
