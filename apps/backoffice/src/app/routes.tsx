import { Navigate, type RouteObject } from "react-router";
import { RouteLoading } from "../components/route-loading";
import { RouteError } from "../features/layout/route-error";
import { NotFoundPage } from "../features/not-found/not-found-page";


/** Every screen is its own chunk; the login loads first, the tables as staff open them. */
export const routes: RouteObject[] = [
  { path: "/", element: <Navigate to="/backoffice" replace /> },
  {
    path: "/backoffice",
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, lazy: () => import("../features/auth/login-page").then(({ LoginPage }) => ({ Component: LoginPage })) },
      // A ticket page on its own: no sidebar, nothing but the paper when printed.
      { path: "orders/:id/print", lazy: () => import("../features/order-desk/print-page").then(({ PrintPage }) => ({ Component: PrintPage })) },
      {
        lazy: () => import("../features/layout/backoffice-layout").then(({ BackofficeLayout }) => ({ Component: BackofficeLayout })),
        errorElement: <RouteError />,
        children: [
          { path: "dashboard", lazy: () => import("../features/reports/dashboard-page").then(({ DashboardPage }) => ({ Component: DashboardPage })) },
          { path: "orders", lazy: () => import("../features/order-desk/order-desk-page").then(({ OrderDeskPage }) => ({ Component: OrderDeskPage })) },
          { path: "orders/new", lazy: () => import("../features/new-order/new-order-page").then(({ NewOrderPage }) => ({ Component: NewOrderPage })) },
          { path: "orders/table", lazy: () => import("../features/orders/orders-page").then(({ OrdersPage }) => ({ Component: OrdersPage })) },
          { path: "products", lazy: () => import("../features/products/products-page").then(({ ProductsPage }) => ({ Component: ProductsPage })) },
          {
            path: "product-additionals",
            lazy: () => import("../features/additionals/additionals-page").then(({ AdditionalsPage }) => ({ Component: AdditionalsPage })),
          },
          { path: "clients", lazy: () => import("../features/clients/clients-page").then(({ ClientsPage }) => ({ Component: ClientsPage })) },
          { path: "drivers", lazy: () => import("../features/drivers/drivers-page").then(({ DriversPage }) => ({ Component: DriversPage })) },
          { path: "drivers/closing", lazy: () => import("../features/drivers/closing-page").then(({ ClosingPage }) => ({ Component: ClosingPage })) },
          { path: "coupons", lazy: () => import("../features/coupons/coupons-page").then(({ CouponsPage }) => ({ Component: CouponsPage })) },
          { path: "ceps", lazy: () => import("../features/ceps/ceps-page").then(({ CepsPage }) => ({ Component: CepsPage })) },
          { path: "store", lazy: () => import("../features/settings/store-page").then(({ StorePage }) => ({ Component: StorePage })) },
          { path: "hours", lazy: () => import("../features/hours/hours-page").then(({ HoursPage }) => ({ Component: HoursPage })) },
          { path: "fiscal", lazy: () => import("../features/fiscal/fiscal-page").then(({ FiscalPage }) => ({ Component: FiscalPage })) },
          { path: "integrations", lazy: () => import("../features/integrations/integrations-page").then(({ IntegrationsPage }) => ({ Component: IntegrationsPage })) },
          { path: "config", lazy: () => import("../features/settings/settings-page").then(({ SettingsPage }) => ({ Component: SettingsPage })) },
          { path: "privacy", lazy: () => import("../features/privacy/privacy-page").then(({ PrivacyPage }) => ({ Component: PrivacyPage })) },
          { path: "reports", lazy: () => import("../features/reports/reports-page").then(({ ReportsPage }) => ({ Component: ReportsPage })) },
          { path: "help/guide", lazy: () => import("../features/help/guide-page").then(({ GuidePage }) => ({ Component: GuidePage })) },
          { path: "help", lazy: () => import("../features/help/help-page").then(({ HelpPage }) => ({ Component: HelpPage })) },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];
