import { type RoutePreload } from "./route-preloads";

/** The lazily loaded table the screens below are reached through (src/app/lazy-routes.tsx). */
export const orderingTable = "src/app/ordering-screens.tsx";

/** Every screen starts by reading the store (header block, open/closed). */
export const everyPageData = ["/settings/store"];

/**
 * Home (index.html; other paths without a page of their own get fallback.html, without this hint) reads the featured products for its largest
 * paint, the grid's first photos: preloaded with the store, so the photos are not one more round
 * trip behind the code (decision 3006).
 */
export const homeData = ["/products?where_featured=true&where_is_active=true&order_group=asc&take=100&skip=0"];

/**
 * The screens with their own HTML page (see route-preloads.ts). The data paths must be exactly the
 * URLs the api-client requests, or the browser fetches twice: src/app/route-preloads.test.ts checks it.
 */
export const storefrontRoutes: RoutePreload[] = [
  { path: "/catalog", module: "src/features/catalog/catalog-page.tsx", data: ["/products?where_is_active=true&order_group=asc&take=100&skip=0"] },
  { path: "/product", module: "src/features/product/product-page.tsx" },
  { path: "/cart", module: "src/features/cart/cart-route.tsx" },
  { path: "/checkout", module: "src/features/checkout/checkout-page.tsx" },
  { path: "/orders", module: "src/features/orders/orders-page.tsx" },
  { path: "/order", module: "src/features/orders/order-page.tsx" },
  { path: "/menu", module: "src/features/menu/menu-page.tsx" },
];
