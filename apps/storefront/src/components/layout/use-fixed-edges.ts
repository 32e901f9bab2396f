import { useLayoutEffect } from "react";

/** Marks what stays on screen while the page scrolls: stuck to the top, or fixed at the bottom. */
export const FIXED_EDGE = "data-fixed-edge";
export type FixedEdge = "top" | "bottom";

/** The attribute that marks a bar: `<header {...fixedEdge("top")}>`. */
export const fixedEdge = (edge: FixedEdge) => ({ [FIXED_EDGE]: edge });

const variables: Record<FixedEdge, string> = { top: "--fixed-top", bottom: "--fixed-bottom" };

/**
 * Keeps the page's scroll padding as tall as what is fixed at each edge (the header and sticky
 * tabs at the top; the action footer and the bottom navigation at the bottom), measured from the
 * bars themselves, so the browser never scrolls a focused element under them (WCAG 2.4.11,
 * decision 2201). `global.css` reads `--fixed-top` and `--fixed-bottom`. The bars stack, so
 * their heights add up; `layoutKey` changes when a bar comes or goes.
 *
 * The heights come from a ResizeObserver, which reports them after the browser's own layout: reading
 * them during the commit forced a layout of its own on every first load (45 ms of the home's boot on
 * this machine kind, decision 3006).
 */
export function useFixedEdges(layoutKey: string): void {
  useLayoutEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) heights.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? 0);
      for (const edge of ["top", "bottom"] as const) {
        let total = 0;
        for (const [element, height] of heights) if (element.getAttribute(FIXED_EDGE) === edge) total += height;
        const value = `${Math.ceil(total)}px`;
        if (root.style.getPropertyValue(variables[edge]) !== value) root.style.setProperty(variables[edge], value);
      }
    });
    for (const element of document.querySelectorAll(`[${FIXED_EDGE}]`)) observer.observe(element);
    return () => observer.disconnect();
  }, [layoutKey]);
}
