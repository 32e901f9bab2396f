import { createApiClient } from "@forno/api-client";
import { apiConfig } from "./api-config";

export { API_URL } from "./api-config";

/**
 * The storefront's API client, every call a customer makes. The screens import it and it loads
 * with them; the entry chunk and the catalogue read through `read-api.ts` instead (decision 3001).
 */
export const api = createApiClient(apiConfig);
