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
 * Focuses the new screen's heading (tabIndex -1, without scrolling) once it shows, waiting up to
 * FOCUS_WAIT_MS, unless the screen already put the focus somewhere. Returns the cancel.
 */
export function focusNewScreenTarget(): () => void {
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
}
