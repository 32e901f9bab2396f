import { addressesApi } from "./addresses";
import { authApi } from "./auth";
import { cepsApi } from "./ceps";
import { clientsApi } from "./clients";
import { createHttp, send, type Http, type HttpConfig } from "./http";
import { ordersApi } from "./orders";
import { paymentsApi } from "./payments";
import { productsApi } from "./products";
import { settingsApi } from "./settings";
import { storeHoursApi } from "./store-hours";

/**
 * The customer's client (the storefront): one typed function per call a customer makes, sharing
 * the token store and the 401 policy. Nothing here reaches `src/staff/` (lint zone, decision 2802):
 * the staff's calls are the `@forno/api-client/staff` entry's.
 */
export function createApiClient(config: HttpConfig) {
  return customerCalls(config, createHttp(config));
}

/** The customer's calls on one `Http`; the staff's client builds on them. */
export function customerCalls(config: HttpConfig, http: Http) {
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
