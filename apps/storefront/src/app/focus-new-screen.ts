import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_ID } from "../components/layout/skip-link";

/** How long a new screen may take to show its heading (its code may still be arriving). */
export const FOCUS_WAIT_MS = 3_000;

/** The new screen's heading, else its main landmark; null while the screen's code is loading. */
function screenTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>("h1") ?? document.getElementById(MAIN_ID);
}

/** Whether something of the new screen already holds the focus (an autofocused field, a dialog). */
function focusIsTaken(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}

/**
 * After a route change, focus goes to the new screen's heading, which announces it to screen
 * readers and starts the next Tab from there (decision 2203). Not on the first load (the browser
 * starts at the top), not when only the query or the hash changes, and not when the new screen
 * already put the focus somewhere. The heading gets tabIndex -1 and is focused without scrolling:
 * where the page scrolls to stays scroll-to-top.ts's decision.
 */
export function useFocusNewScreen(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let frame = 0;
    const started = performance.now();
    const attempt = () => {
      if (focusIsTaken()) return;
      const target = screenTarget();
      if (!target) {
        if (performance.now() - started < FOCUS_WAIT_MS) frame = requestAnimationFrame(attempt);
        return;
      }
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
