import { useLayoutEffect } from "react";

/** Marks what stays on screen while the page scrolls: stuck to the top, or fixed at the bottom. */
export const FIXED_EDGE = "data-fixed-edge";
export type FixedEdge = "top" | "bottom";

/** The attribute that marks a bar: `<header {...fixedEdge("top")}>`. */
export const fixedEdge = (edge: FixedEdge) => ({ [FIXED_EDGE]: edge });

function edgeHeight(edge: FixedEdge): number {
  let total = 0;
  for (const element of document.querySelectorAll<HTMLElement>(`[${FIXED_EDGE}="${edge}"]`)) total += element.getBoundingClientRect().height;
  return Math.ceil(total);
}

/**
 * Keeps the page's scroll padding as tall as what is fixed at each edge (the header and sticky
 * tabs at the top; the action footer and the bottom navigation at the bottom), measured from the
 * bars themselves, so the browser never scrolls a focused element under them (WCAG 2.4.11,
 * decision 2201). `global.css` reads `--fixed-top` and `--fixed-bottom`. The bars stack, so
 * their heights add up; `layoutKey` changes when a bar comes or goes.
 */
export function useFixedEdges(layoutKey: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      root.style.setProperty("--fixed-top", `${edgeHeight("top")}px`);
      root.style.setProperty("--fixed-bottom", `${edgeHeight("bottom")}px`);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    for (const element of document.querySelectorAll(`[${FIXED_EDGE}]`)) observer.observe(element);
    return () => observer.disconnect();
  }, [layoutKey]);
}
