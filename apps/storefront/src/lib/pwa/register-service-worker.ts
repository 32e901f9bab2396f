/**
 * Registers dist/sw.js (decision 1912) once the page has loaded, so it never competes with the
 * first paint. Production builds only: the dev server has no sw.js. A new version installs in the
 * background and waits for every tab to close (no reload in the middle of a cart).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("service worker not registered", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
