import { afterFirstScreen } from "../after-first-screen";

export const MANIFEST_URL = "/manifest.webmanifest";

/**
 * Makes the app installable once the first screen has settled (decision 1920): links the manifest,
 * which Chrome fetches at once together with its 192 px icon, and registers dist/sw.js (decision
 * 1912), whose install downloads the app shell. Earlier, both would compete with the screen's data
 * and photos. The service worker only in production builds (the dev server has no sw.js); a new
 * version installs in the background and waits for every tab to close (no reload mid-cart).
 * Returns the effect's cleanup.
 */
export function offerInstall(): () => void {
  return afterFirstScreen(() => {
    if (!document.querySelector('link[rel="manifest"]')) document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: MANIFEST_URL }));
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("service worker not registered", error));
  });
}
