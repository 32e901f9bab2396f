import { lazy } from "react";
import { HomePage } from "../features/home/home-page";
import { afterFirstScreen } from "../lib/after-first-screen";
import { loadOnce } from "@forno/ui/load-once";
import { ORDERING_PATHS } from "./ordering-paths";

/**
 * Route-level code splitting. The home screen, where most visits land, ships in the entry so it
 * paints without a second round trip (decision 0501); the other screens are each their own chunk,
 * reached through two small tables, each its chunk's default export: the ordering flow's
 * (ordering-screens.tsx, decision 3001) and seed 001's (more-routes.tsx, decision 0600).
 */
const tables = {
  ordering: loadOnce(() => import("./ordering-screens")),
  more: loadOnce(() => import("./more-routes")),
};

export const pages = {
  HomePage,
  OrderingScreens: lazy(tables.ordering),
  MoreRoutes: lazy(tables.more),
  WebPage: lazy(() => import("../features/web/web-page").then((m) => ({ default: m.WebPage }))),
};

/**
 * Downloads the code of the screen at `path`: its table's chunk, then its own (the page's HTML has
 * already asked for both). Awaited before the first render, the screen's lazy component then
 * renders without showing the loading screen, which React keeps up for 300 ms once shown (decision
 * 3712). Addresses as the app writes them; another spelling ("/Catalog", "/catalog/") still opens
 * its screen, after the loading screen, as does /web (the desktop frame, outside the app's layout).
 */
export async function preloadScreen(path: string): Promise<void> {
  if (path !== "/" && path !== "/web") await (await ((ORDERING_PATHS as readonly string[]).includes(path) ? tables.ordering() : tables.more())).preloadScreen(path);
}

/**
 * Fetches the screens of the ordering path once the first screen has settled (they would compete
 * with its photos on a slow phone connection), or at the first touch or key press, whichever comes
 * first. Returns a cleanup for the effect that calls it.
 */
export function prefetchOrderingPath(): () => void {
  let done = false;
  const prefetch = () => {
    if (done) return;
    done = true;
    stop();
    void tables.ordering().then((m) => m.prefetchOrderingScreens());
  };
  const intents = ["pointerdown", "keydown"] as const;
  const cancel = afterFirstScreen(prefetch);
  function stop() {
    cancel();
    intents.forEach((type) => window.removeEventListener(type, prefetch, true));
  }
  intents.forEach((type) => window.addEventListener(type, prefetch, { capture: true, passive: true }));
  return () => {
    done = true;
    stop();
  };
}
