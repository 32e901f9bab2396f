import { Route, Routes } from "react-router";
import { BareLayout } from "./bare-layout";
import { pages } from "./lazy-routes";
import { RootLayout } from "./root-layout";

/**
 * The storefront's route table: the ordering flow of seed 000 section 2 here, the account, profile,
 * company and legal screens of seed 001 (and the not-found screen) in more-routes.tsx behind the
 * catch-all. Declarative routes keep the router at a third of the data router's size in the first
 * load (decision 0501); /web, the desktop wrapper, runs outside the app's layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BareLayout />}>
        <Route path="web" element={<pages.WebPage />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route index element={<pages.HomePage />} />
        <Route path="catalog" element={<pages.CatalogPage />} />
        <Route path="product" element={<pages.ProductPage />} />
        <Route path="cart" element={<pages.CartPage />} />
        <Route path="checkout" element={<pages.CheckoutPage />} />
        <Route path="orders" element={<pages.OrdersPage />} />
        <Route path="order" element={<pages.OrderPage />} />
        <Route path="menu" element={<pages.MenuPage />} />
        <Route path="*" element={<pages.MoreRoutes />} />
      </Route>
    </Routes>
  );
}
