import { type Plugin } from "vite";
import { type BundleLike, entryFiles } from "./bundle-graph";

const DEPS_TABLE = /m\.f=(\[[^\]]*\])/;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Takes `files` out of the dependency lists Vite's preload helper walks before a dynamic import
 * (`__vite__mapDeps([...])`, indexes into one table per chunk). The helper adds a <link> for every
 * stylesheet it finds no <link> for and waits for it to load before it imports: for a stylesheet
 * already inlined into the page, that is one more request, and one more round trip before a lazy
 * screen can render. The entry's scripts are in every page already: listing them only costs bytes.
 * Returns the chunk's code unchanged when it lists none of them.
 */
export function dropPreloadDeps(code: string, files: ReadonlySet<string>): string {
  const table = DEPS_TABLE.exec(code);
  if (!table?.[1]) return code;
  const deps = JSON.parse(table[1]) as string[];
  if (!deps.some((dep) => files.has(dep))) return code;
  const kept = deps.filter((dep) => !files.has(dep));
  const newIndex = new Map(deps.map((dep, index) => [index, kept.indexOf(dep)]));
  return code
    .replace(DEPS_TABLE, `m.f=${JSON.stringify(kept)}`)
    .replace(DEPS_CALL, (_call, list: string) => {
      const indexes = list ? list.split(",").map((index) => newIndex.get(Number(index)) ?? -1) : [];
      return `__vite__mapDeps([${indexes.filter((index) => index >= 0).join(",")}])`;
    });
}

/**
 * Puts the first load's stylesheets (a few KB) into index.html, so the first paint waits for no
 * stylesheet request on a slow phone connection, and takes them and the entry's scripts out of the
 * lazy chunks' preload lists, so no screen downloads them again (decision 3713). The files stay in dist.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "forno-inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== "asset") return tag;
          return `<style data-inlined="${file}">${String(asset.source)}</style>`;
        });
      },
    },
    generateBundle: {
      order: "post",
      handler(_options, rawBundle) {
        const bundle = rawBundle as unknown as BundleLike;
        const loaded = entryFiles(bundle);
        for (const chunk of Object.values(bundle)) if (chunk.type === "chunk") chunk.code = dropPreloadDeps(chunk.code, loaded);
      },
    },
  };
}
