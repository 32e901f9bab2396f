import { authApi, createHttp, productsApi, settingsApi } from "@forno/api-client";
import { apiConfig } from "./api-config";

const http = createHttp(apiConfig);

/**
 * What the storefront reads before anything is ordered (the store, the catalogue, the signed-in
 * customer's profile), on its own: the entry chunk and the catalogue carry these calls and not the
 * whole client of `api.ts`, which loads with the screens that need it (decision 3001). Same
 * configuration and query keys, so both read and fill the same cache.
 */
export const readApi = { settings: settingsApi(http), products: productsApi(http), auth: authApi(http) };
