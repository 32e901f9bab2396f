import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new screen starts at the top, whether it was pushed or replaced the current entry (the paid
 * order goes home with `replace`); going back (POP) leaves the browser's own scroll restoration
 * alone, a screen asked to keep its place (state `keepScroll`) restores it itself, and a change of
 * the same screen's query (filters) does not move the page.
 */
export function useScrollToTop(): void {
  const { pathname, state } = useLocation();
  const type = useNavigationType();
  const keep = Boolean(state && typeof state === "object" && (state as { keepScroll?: boolean }).keepScroll);
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (changed && type !== "POP" && !keep) window.scrollTo(0, 0);
  }, [pathname, type, keep]);
}
