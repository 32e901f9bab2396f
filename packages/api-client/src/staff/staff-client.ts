import { customerCalls } from "../client";
import { createHttp, type HttpConfig } from "../http";
import { pushApi } from "../push";
import { couponsApi } from "./coupons";
import { deskApi } from "./desk";
import { driversApi } from "./drivers";
import { fiscalApi } from "./fiscal";
import { integrationsApi } from "./integrations";
import { staffPrivacyApi } from "./privacy";
import { productAdditionalsApi } from "./product-additionals";
import { reportsApi } from "./reports";
import { staffAuthApi } from "./staff-auth";
import { staffCepsApi } from "./staff-ceps";
import { staffClientsApi } from "./staff-clients";
import { staffLoyaltyApi } from "./staff-loyalty";
import { staffOrdersApi } from "./staff-orders";
import { staffProductsApi } from "./staff-products";
import { staffSettingsApi } from "./staff-settings";
import { staffStoreHoursApi } from "./staff-store-hours";

/**
 * The backoffice's client: every customer call plus the staff's (staff login, the tables and their
 * edits, the order desk, drivers, reports, privacy, Web Push and the integrations), on one `Http`.
 * It lives in `src/staff/`, which the customer's client never imports, so the storefront's graph
 * cannot reach staff-only code (decisions 0922, 2802).
 */
export function createStaffApiClient(config: HttpConfig) {
  const http = createHttp(config);
  const client = customerCalls(config, http);
  return {
    ...client,
    auth: { ...client.auth, ...staffAuthApi(http) },
    clients: { ...client.clients, ...staffClientsApi(http) },
    ceps: { ...client.ceps, ...staffCepsApi(http) },
    products: { ...client.products, ...staffProductsApi(http) },
    orders: { ...client.orders, ...staffOrdersApi(http, client.orders) },
    settings: { ...client.settings, ...staffSettingsApi(http) },
    storeHours: { ...client.storeHours, ...staffStoreHoursApi(http) },
    productAdditionals: productAdditionalsApi(http),
    desk: deskApi(http, client.orders),
    coupons: couponsApi(http),
    loyalty: staffLoyaltyApi(http),
    drivers: driversApi(http),
    reports: reportsApi(http),
    privacy: staffPrivacyApi(http),
    push: pushApi(http),
    integrations: integrationsApi(http),
    fiscal: fiscalApi(http),
  };
}

export type StaffApiClient = ReturnType<typeof createStaffApiClient>;
