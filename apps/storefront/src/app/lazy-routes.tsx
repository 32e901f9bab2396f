import { type ComponentType, lazy } from "react";
import { HomePage } from "../features/home/home-page";
import { afterFirstScreen } from "../lib/after-first-screen";

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Route-level code splitting: each screen is its own chunk, loaded when its route is visited. The
 * home screen, where most visits land, ships in the entry so it paints without a second round trip
 * (decision 0501).
 */
const loaders = {
  catalog: () => import("../features/catalog/catalog-page").then((m) => ({ default: m.CatalogPage })),
  product: () => import("../features/product/product-page").then((m) => ({ default: m.ProductPage })),
  cart: () => import("../features/cart/cart-route").then((m) => ({ default: m.CartRoute })),
  checkout: () => import("../features/checkout/checkout-page").then((m) => ({ default: m.CheckoutPage })),
  orders: () => import("../features/orders/orders-page").then((m) => ({ default: m.OrdersPage })),
  order: () => import("../features/orders/order-page").then((m) => ({ default: m.OrderPage })),
  menu: () => import("../features/menu/menu-page").then((m) => ({ default: m.MenuPage })),
  more: () => import("./more-routes").then((m) => ({ default: m.MoreRoutes })),
  web: () => import("../features/web/web-page").then((m) => ({ default: m.WebPage })),
} satisfies Record<string, PageModule>;

export const pages = {
  HomePage,
  CatalogPage: lazy(loaders.catalog),
  ProductPage: lazy(loaders.product),
  CartPage: lazy(loaders.cart),
  CheckoutPage: lazy(loaders.checkout),
  OrdersPage: lazy(loaders.orders),
  OrderPage: lazy(loaders.order),
  MenuPage: lazy(loaders.menu),
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
    void loaders.catalog();
    void loaders.product();
    void loaders.cart();
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
