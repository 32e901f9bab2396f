import { inject } from "vitest";
import { createStaffApiClient } from "../src/staff/staff-client";
import { memoryTokenStore } from "../src/token-store";

export const DEMO_CLIENT = { document: "123.987.456-19", password: "Cliente@2025" };
export const DEMO_STAFF = { document: "390.533.447-05", password: "Forno@2025" };

/** A client against the real API started by global-setup, counting 401 notifications. */
export function testClient(token: string | null = null) {
  const tokenStore = memoryTokenStore(token);
  const unauthorized = { count: 0 };
  const api = createStaffApiClient({ baseUrl: inject("apiUrl"), tokenStore, onUnauthorized: () => unauthorized.count++ });
  return { api, tokenStore, unauthorized };
}

export async function signedInClient() {
  const client = testClient();
  const { access_token } = await client.api.auth.signIn(DEMO_CLIENT);
  client.tokenStore.set(access_token);
  return client;
}

export async function signedInStaff() {
  const client = testClient();
  const { access_token } = await client.api.auth.login(DEMO_STAFF);
  client.tokenStore.set(access_token);
  return client;
}
