import { Route, Routes } from "react-router";
import { pages } from "./lazy-routes";
import { RootLayout } from "./root-layout";

/**
 * The storefront's route table (seed 000 section 2). Account pages (/sign-in, /profile...) come
 * later; until then they fall through to the not-found screen. Declarative routes keep the router
 * at a third of the data router's size in the first load (decision 0501).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<pages.HomePage />} />
        <Route path="catalog" element={<pages.CatalogPage />} />
        <Route path="product" element={<pages.ProductPage />} />
        <Route path="cart" element={<pages.CartPage />} />
        <Route path="checkout" element={<pages.CheckoutPage />} />
        <Route path="orders" element={<pages.OrdersPage />} />
        <Route path="order" element={<pages.OrderPage />} />
        <Route path="menu" element={<pages.MenuPage />} />
        <Route path="*" element={<pages.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
