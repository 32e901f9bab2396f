/**
 * The few markdown forms docs/guia-da-loja.md is written with (decision 3601), read into blocks
 * the Guia da loja screen draws: headings (## and ###), paragraphs, numbered and bulleted lists
 * (a numbered item may hold one bulleted list, indented), pictures on a line of their own; inside
 * a text, **bold**, `code` and [links](https://...).
 */
export type GuideInline = { kind: "text" | "strong" | "code"; text: string } | { kind: "link"; text: string; href: string };

export interface GuideListItem {
  text: string;
  children: string[];
}

export type GuideBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; level: 2 | 3; text: string; id: string }
  | { kind: "paragraph"; text: string }
  | { kind: "image"; alt: string; src: string }
  | { kind: "list"; ordered: boolean; items: GuideListItem[] };

/** "1. Os dados da loja: Minha loja › Loja" -> "1-os-dados-da-loja-minha-loja-loja". */
export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const ORDERED = /^\d+\.\s+(.*)$/;
const BULLET = /^-\s+(.*)$/;

export function parseGuide(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let paragraph: string[] = [];
  let list: Extract<GuideBlock, { kind: "list" }> | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trimEnd();
    const text = line.trim();
    const indented = /^\s{2,}/.test(line);
    if (text === "") {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(text);
    const image = IMAGE.exec(text);
    const ordered = indented ? null : ORDERED.exec(text);
    const bullet = BULLET.exec(text);
    const item = list?.items.at(-1);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      blocks.push(level === 1 ? { kind: "title", text: heading[2]! } : { kind: "heading", level: level as 2 | 3, text: heading[2]!, id: slug(heading[2]!) });
    } else if (image && !indented) {
      flush();
      blocks.push({ kind: "image", alt: image[1]!, src: image[2]! });
    } else if (indented && bullet && item !== undefined && list?.ordered) {
      item.children.push(bullet[1]!);
    } else if (indented && item !== undefined) {
      if (item.children.length > 0) item.children[item.children.length - 1] += ` ${text}`;
      else item.text += ` ${text}`;
    } else if (ordered || (bullet && !indented)) {
      const isOrdered = ordered !== null;
      if (list === null || list.ordered !== isOrdered) {
        flush();
        list = { kind: "list", ordered: isOrdered, items: [] };
        blocks.push(list);
      }
      list.items.push({ text: (ordered ?? bullet)![1]!, children: [] });
    } else {
      if (list !== null) flush();
      paragraph.push(text);
    }
  }
  flush();
  return blocks;
}

// \x60 is the backtick of `code`.
const INLINE = /\*\*([^*]+)\*\*|\x60([^\x60]+)\x60|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A text's bold, code and links; a link that is not http(s) (a file of the repository) stays text. */
export function parseInline(text: string): GuideInline[] {
  const parts: GuideInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: "strong", text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: "code", text: match[2] });
    else if (/^https?:\/\//.test(match[4]!)) parts.push({ kind: "link", text: match[3]!, href: match[4]! });
    else parts.push({ kind: "text", text: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
