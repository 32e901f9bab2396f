import { type ComponentType, lazy } from "react";
import { HomePage } from "../features/home/home-page";
import { afterFirstScreen } from "../lib/after-first-screen";

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Route-level code splitting. The home screen, where most visits land, ships in the entry so it
 * paints without a second round trip (decision 0501); the other screens are each their own chunk,
 * reached through two small tables: the ordering flow's (ordering-screens.tsx, decision 3001) and
 * seed 001's (more-routes.tsx, decision 0600).
 */
const loaders = {
  more: () => import("./more-routes").then((m) => ({ default: m.MoreRoutes })),
  web: () => import("../features/web/web-page").then((m) => ({ default: m.WebPage })),
} satisfies Record<string, PageModule>;

export const pages = {
  HomePage,
  OrderingScreens: lazy(() => import("./ordering-screens").then((m) => ({ default: m.OrderingScreens }))),
  MoreRoutes: lazy(loaders.more),
  WebPage: lazy(loaders.web),
};

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
    void import("./ordering-screens").then((m) => m.prefetchOrderingScreens());
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
