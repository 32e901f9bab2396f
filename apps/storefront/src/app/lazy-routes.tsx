import { type ComponentType, lazy } from "react";
import { HomePage } from "../features/home/home-page";

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

/** Once the first screen is up, fetch the screens of the ordering path while the phone is idle. */
export function prefetchOrderingPath(): void {
  const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  idle(() => {
    void loaders.catalog();
    void loaders.product();
    void loaders.cart();
  });
}
