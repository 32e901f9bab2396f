import { describe, expect, it } from "vitest";
import { dropPreloadDeps } from "../../vite-plugins/inline-entry-css";

// What Vite writes into a chunk with dynamic imports: one table of files, calls that index it.
const chunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/catalog-page-A.js","assets/first-load-B.js","assets/first-load-C.css","assets/catalog-page-D.css","assets/cart-E.js"])))=>i.map(i=>d[i]);',
  'const catalog=()=>n(()=>import("./catalog-page-A.js"),__vite__mapDeps([0,1,2,3]));',
  'const cart=()=>n(()=>import("./cart-E.js"),__vite__mapDeps([4,2]));',
  'const alone=()=>n(()=>import("./x.js"),__vite__mapDeps([2]));',
].join("\n");

/** The files each call of the rewritten chunk lists, resolved through its table. */
function listed(code: string): string[][] {
  const table = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)![1]!) as string[];
  return [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((call) => (call[1] ? call[1].split(",").map((index) => table[Number(index)]!) : []));
}

describe("the lazy chunks' preload lists leave out the stylesheets the page has inlined", () => {
  it("drops the inlined stylesheet from every list and keeps every other file in its order", () => {
    expect(listed(dropPreloadDeps(chunk, new Set(["assets/first-load-C.css"])))).toEqual([
      ["assets/catalog-page-A.js", "assets/first-load-B.js", "assets/catalog-page-D.css"],
      ["assets/cart-E.js"],
      [],
    ]);
  });

  it("leaves a chunk that lists none of them, or has no dynamic import, as it was", () => {
    expect(dropPreloadDeps(chunk, new Set(["assets/other.css"]))).toBe(chunk);
    expect(dropPreloadDeps("export const a = 1;", new Set(["assets/first-load-C.css"]))).toBe("export const a = 1;");
  });
});
