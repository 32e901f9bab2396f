import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new screen starts at the top; going back (POP) leaves the browser's own scroll restoration
 * alone, and a screen asked to keep its place (state `keepScroll`) restores it itself.
 */
export function useScrollToTop(): void {
  const { pathname, state } = useLocation();
  const type = useNavigationType();
  const keep = Boolean(state && typeof state === "object" && (state as { keepScroll?: boolean }).keepScroll);
  useLayoutEffect(() => {
    if (type === "PUSH" && !keep) window.scrollTo(0, 0);
  }, [pathname, type, keep]);
}
