import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a route change, focus goes to the new screen's heading, which announces it to screen
 * readers and starts the next Tab from there (decision 2203). Not on the first load (the browser
 * starts at the top), not when only the query or the hash changes, and not when the new screen
 * already put the focus somewhere. Where the page scrolls to stays scroll-to-top.ts's decision.
 * The focusing code loads with the first navigation, not with the entry chunk (decision 0922).
 */
export function useFocusNewScreen(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let stopped = false;
    let cancel: (() => void) | undefined;
    void import("./focus-screen-target").then(({ focusNewScreenTarget }) => {
      if (!stopped) cancel = focusNewScreenTarget();
    });
    return () => {
      stopped = true;
      cancel?.();
    };
  }, [pathname]);
}
