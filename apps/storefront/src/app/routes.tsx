import { Route, Routes } from "react-router";
import { BareLayout } from "./bare-layout";
import { pages } from "./lazy-routes";
import { ORDERING_PATHS } from "./ordering-paths";
import { RootLayout } from "./root-layout";

/**
 * The storefront's route table: home in the entry, the ordering flow of seed 000 section 2 through
 * its table (ordering-screens.tsx), and the account, profile, company and legal screens of seed 001
 * (and the not-found screen) through the catch-all (more-routes.tsx). Declarative routes keep the
 * router at a third of the data router's size in the first load (decision 0501); /web, the desktop
 * wrapper, runs outside the app's layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BareLayout />}>
        <Route path="web" element={<pages.WebPage />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route index element={<pages.HomePage />} />
        {ORDERING_PATHS.map((path) => (
          <Route key={path} path={path} element={<pages.OrderingScreens path={path} />} />
        ))}
        <Route path="*" element={<pages.MoreRoutes />} />
      </Route>
    </Routes>
  );
}
