import { addressesApi } from "./addresses";
import { authApi } from "./auth";
import { cepsApi } from "./ceps";
import { clientsApi } from "./clients";
import { deskApi } from "./desk";
import { driversApi } from "./drivers";
import { createHttp, send, type Http, type HttpConfig } from "./http";
import { ordersApi } from "./orders";
import { staffPrivacyApi } from "./privacy";
import { paymentsApi } from "./payments";
import { productAdditionalsApi } from "./product-additionals";
import { productsApi } from "./products";
import { reportsApi } from "./reports";
import { settingsApi, staffSettingsApi } from "./settings";
import { staffClientsApi } from "./staff-clients";
import { staffStoreHoursApi, storeHoursApi } from "./store-hours";

/** One typed function per call of both specs, sharing the token store and the 401 policy. */
export function createApiClient(config: HttpConfig) {
  return clientOf(config, createHttp(config));
}

/**
 * The backoffice's client: every call above plus the staff-only ones (additionals, the order desk),
 * kept out of the customer's client so the storefront's entry chunk does not carry them (decision 0922).
 */
export function createStaffApiClient(config: HttpConfig) {
  const http = createHttp(config);
  const client = clientOf(config, http);
  return {
    ...client,
    settings: { ...client.settings, ...staffSettingsApi(http) },
    storeHours: { ...client.storeHours, ...staffStoreHoursApi(http) },
    clients: { ...client.clients, ...staffClientsApi(http) },
    productAdditionals: productAdditionalsApi(http),
    desk: deskApi(http, client.orders),
    drivers: driversApi(http),
    reports: reportsApi(http),
    privacy: staffPrivacyApi(http),
  };
}

function clientOf(config: HttpConfig, http: Http) {
  return {
    tokenStore: config.tokenStore,
    auth: authApi(http),
    clients: clientsApi(http),
    addresses: addressesApi(http),
    ceps: cepsApi(http),
    products: productsApi(http),
    settings: settingsApi(http),
    orders: ordersApi(http),
    payments: paymentsApi(http),
    storeHours: storeHoursApi(http),
    health: () => send(() => http.ky.get("health").json<{ status: string; database: string }>()),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type StaffApiClient = ReturnType<typeof createStaffApiClient>;
