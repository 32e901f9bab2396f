import { addressesApi } from "./addresses";
import { authApi } from "./auth";
import { cepsApi } from "./ceps";
import { clientsApi } from "./clients";
import { createHttp, send, type HttpConfig } from "./http";
import { ordersApi } from "./orders";
import { paymentsApi } from "./payments";
import { productAdditionalsApi } from "./product-additionals";
import { productsApi } from "./products";
import { settingsApi } from "./settings";
import { storeHoursApi } from "./store-hours";

/** One typed function per call of both specs, sharing the token store and the 401 policy. */
export function createApiClient(config: HttpConfig) {
  const http = createHttp(config);
  return {
    tokenStore: config.tokenStore,
    auth: authApi(http),
    clients: clientsApi(http),
    addresses: addressesApi(http),
    ceps: cepsApi(http),
    products: productsApi(http),
    productAdditionals: productAdditionalsApi(http),
    settings: settingsApi(http),
    orders: ordersApi(http),
    payments: paymentsApi(http),
    storeHours: storeHoursApi(http),
    health: () => send(() => http.ky.get("health").json<{ status: string; database: string }>()),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
