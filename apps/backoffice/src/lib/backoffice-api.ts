import { createIntegrationsApi, createPushApi, createStaffApiClient } from "@forno/api-client";

/**
 * The backoffice's API client: the staff calls plus Web Push and the integrations' status. These are
 * added here, not in `createStaffApiClient`, so the storefront's entry (which shares the api-client
 * module that holds both clients) never carries them (decision 1913).
 */
export function createBackofficeApi(config: Parameters<typeof createStaffApiClient>[0]) {
  return { ...createStaffApiClient(config), push: createPushApi(config), integrations: createIntegrationsApi(config) };
}

export type BackofficeApi = ReturnType<typeof createBackofficeApi>;
