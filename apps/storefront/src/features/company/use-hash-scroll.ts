import { useEffect } from "react";
import { useLocation } from "react-router";

/** Room for the sticky header above a section reached by its anchor (seed 001 section 9). */
export const HASH_SCROLL_OFFSET = 80;

/**
 * Once the text is on screen, scrolls smoothly to the section named by the URL's hash, 80px below
 * the top, or to the top when there is no hash (seed 001 section 2.7). Reduced motion jumps instead.
 */
export function useHashScroll(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const top = target ? target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET : 0;
    window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
    // The section takes the focus, so keyboard and screen-reader users continue reading there.
    target?.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
