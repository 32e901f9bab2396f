import { type ComponentType, lazy } from "react";
import { loadOnce } from "@forno/ui/load-once";
import type { OrderingPath } from "./ordering-paths";

type PageModule = () => Promise<{ default: ComponentType }>;

const loaders = {
  "/catalog": loadOnce(() => import("../features/catalog/catalog-page").then((m) => ({ default: m.CatalogPage }))),
  "/product": loadOnce(() => import("../features/product/product-page").then((m) => ({ default: m.ProductPage }))),
  "/cart": loadOnce(() => import("../features/cart/cart-route").then((m) => ({ default: m.CartRoute }))),
  "/checkout": loadOnce(() => import("../features/checkout/checkout-page").then((m) => ({ default: m.CheckoutPage }))),
  "/orders": loadOnce(() => import("../features/orders/orders-page").then((m) => ({ default: m.OrdersPage }))),
  "/order": loadOnce(() => import("../features/orders/order-page").then((m) => ({ default: m.OrderPage }))),
  "/menu": loadOnce(() => import("../features/menu/menu-page").then((m) => ({ default: m.MenuPage }))),
} satisfies Record<OrderingPath, PageModule>;

const PAGES = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, lazy(load)])) as Record<string, ComponentType>;

/**
 * The screens of the ordering flow after home, each its own chunk. Their table is a small chunk
 * of its own, like more-routes.tsx for seed 001's screens: the entry, which paints home, carries
 * neither their loaders nor their lists of chunks to preload (decision 3001).
 */
export default function OrderingScreens({ path }: { path: OrderingPath }) {
  const Page = PAGES[path]!;
  return <Page />;
}

/** Downloads the screen at `path` (decision 3712). */
export async function preloadScreen(path: string): Promise<void> {
  await loaders[path as OrderingPath]?.();
}

/** The ordering path's screens: the catalogue, a product, the cart. */
export function prefetchOrderingScreens(): void {
  void loaders["/catalog"]();
  void loaders["/product"]();
  void loaders["/cart"]();
}
