import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";

/**
 * Renders `app` into #root once `ready` settles (the first screen's code: index.html's shell stays
 * painted meanwhile), as a transition: a lazy screen whose code is in then renders at once instead
 * of behind its loading screen, which React keeps up for 300 ms once shown (decision 3712).
 */
export function startApp(app: ReactNode, ready: Promise<unknown>): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  const render = () => startTransition(() => createRoot(root).render(<StrictMode>{app}</StrictMode>));
  void ready.then(render, render);
}
