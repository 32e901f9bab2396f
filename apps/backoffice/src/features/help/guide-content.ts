// docs/guia-da-loja.md and its pictures, bundled into this screen's chunk (decision 3601): the
// guide the repository shows is the one the backoffice shows.
const markdown = import.meta.glob<string>("../../../../../docs/guia-da-loja.md", { eager: true, query: "?raw", import: "default" });
const pictures = import.meta.glob<string>("../../../../../docs/guia-da-loja/*.png", { eager: true, query: "?url", import: "default" });

export const GUIDE_MARKDOWN: string = Object.values(markdown)[0] ?? "";

/** "guia-da-loja/01-login.png" (as the guide writes it) -> the bundled file's URL. */
export function pictureUrl(src: string): string | undefined {
  const name = src.slice(src.lastIndexOf("/") + 1);
  return Object.entries(pictures).find(([path]) => path.endsWith(`/${name}`))?.[1];
}
