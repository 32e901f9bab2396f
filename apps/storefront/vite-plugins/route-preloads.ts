import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Plugin } from "vite";
import { type BundleLike, closure, entryFiles, type OutputChunkLike } from "./bundle-graph";

/** A screen that gets its own HTML page: its lazily loaded module, and the API reads it starts with. */
export interface RoutePreload {
  /** The URL path, e.g. "/catalog": written as dist/catalog.html. */
  path: string;
  /** The page module's source path, relative to the app's root. */
  module: string;
  /** API paths (with query) the screen fetches first, preloaded as fetch from the HTML. */
  data?: string[];
}

/**
 * Writes one HTML page per main screen (dist/catalog.html, dist/cart.html...): index.html plus
 * preload hints for that screen's lazy chunk, its CSS and the API reads it starts with, so they
 * download alongside the entry instead of after it. The static server (and the reverse proxy in
 * docs/deployment.md) answers /catalog with catalog.html and falls back to fallback.html (index.html without the home's data hints).
 */
export function routePreloads(options: { apiUrl: string; everyPageData: string[]; homeData: string[]; routes: RoutePreload[]; table: string }): Plugin {
  const api = options.apiUrl.replace(/\/+$/, "");
  const dataLinks = (paths: string[]) => paths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${api}${path.replaceAll("&", "&amp;")}">`);
  return {
    name: "forno-route-preloads",
    apply: "build",
    enforce: "post",
    writeBundle(output, rawBundle) {
      const bundle = rawBundle as unknown as BundleLike;
      const outDir = output.dir ?? "dist";
      const indexAsset = bundle["index.html"];
      if (!indexAsset || indexAsset.type !== "asset") throw new Error("route-preloads: index.html is not in the bundle");
      const indexHtml = String(indexAsset.source);
      const chunks = Object.values(bundle).filter((item): item is OutputChunkLike => item.type === "chunk");
      const inEntry = entryFiles(bundle);
      const withHints = (links: string[]) => indexHtml.replace("</head>", `${links.join("")}</head>`);

      writeFileSync(join(outDir, "index.html"), withHints(dataLinks([...options.everyPageData, ...options.homeData])));
      // Every path without a page of its own is served this one: the home's data hints would go
      // unused there (a second download and a console warning each time).
      writeFileSync(join(outDir, "fallback.html"), withHints(dataLinks(options.everyPageData)));
      const chunkOf = (module: string, path: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll("\\", "/").endsWith(module));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module} (${path})`);
        return chunk.fileName;
      };
      for (const route of options.routes) {
        // The screen is reached through its lazily loaded route table: both download with the entry.
        const needed = closure(bundle, [chunkOf(options.table, route.path), chunkOf(route.module, route.path)]);
        const links = [
          // crossorigin: the loader of lazy chunks inserts their stylesheets with crossOrigin="", so a
          // preload without it has another credentials mode, is never used and downloads twice (with
          // a console warning each time: decision 3708).
          ...needed.css.filter((file) => !inEntry.has(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ...needed.js.filter((file) => !inEntry.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...dataLinks([...options.everyPageData, ...(route.data ?? [])]),
        ];
        writeFileSync(join(outDir, `${route.path.replace(/^\//, "")}.html`), withHints(links));
      }
    },
  };
}
