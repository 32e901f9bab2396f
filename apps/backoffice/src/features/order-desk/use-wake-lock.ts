import { useEffect } from "react";

/**
 * Keeps a counter tablet's screen on while the board is open. The browser drops the lock when
 * the tab is hidden, so it is taken again each time the tab comes back.
 */
export function useWakeLock() {
  useEffect(() => {
    const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let active = true;
    const take = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock.request("screen").then(
        (lock) => {
          if (active) sentinel = lock;
          else void lock.release();
        },
        () => undefined, // Refused (battery saver, no permission): the board works without it.
      );
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", take);
      void sentinel?.release();
    };
  }, []);
}
