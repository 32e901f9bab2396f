/** How long after the page's `load` event background work waits (ms). */
export const SETTLE_DELAY_MS = 2000;

/**
 * Runs `work` once the first screen has settled: 2 s after the page's `load` event, at the
 * browser's next idle moment. A single-page screen fills in after `load` (its data, then its
 * photos); downloads started earlier share a slow phone connection, and the CPU, with it.
 * Returns a cancel function (an effect's cleanup).
 */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
  const start = () => {
    timer = setTimeout(() => idle(() => cancelled || work()), SETTLE_DELAY_MS);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener("load", start);
  };
}
