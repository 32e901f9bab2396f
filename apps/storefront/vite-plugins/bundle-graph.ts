/** The parts of Rollup's output bundle the storefront's build plugins read (and, for `code`, write). */
export interface OutputChunkLike {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}

export type BundleLike = Record<string, OutputChunkLike | { type: "asset"; fileName: string; source: string | Uint8Array }>;

/** Every JS file a chunk needs before it runs, and the CSS those files bring. */
export function closure(bundle: BundleLike, start: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== "chunk" || js.has(file)) return;
    js.add(file);
    chunk.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet));
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** What index.html loads: the entry chunks, their static imports and their CSS (inlined). */
export function entryFiles(bundle: BundleLike): Set<string> {
  const entries = Object.values(bundle).flatMap((item) => (item.type === "chunk" && item.isEntry ? [item.fileName] : []));
  const { js, css } = closure(bundle, entries);
  return new Set([...js, ...css]);
}
