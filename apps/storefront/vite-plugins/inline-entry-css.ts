import { type Plugin } from "vite";

/**
 * Puts the first load's stylesheets (a few KB) into index.html, so the first paint waits for no
 * stylesheet request on a slow phone connection. The files stay in dist for lazy chunks that ask for them.
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
  };
}
