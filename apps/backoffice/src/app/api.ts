import { localStorageTokenStore } from "@forno/api-client";
import { createStaffApiClient } from "@forno/api-client/staff";

let sessionEnded: () => void = () => {};

/** What to do after a 401 removed the token (set once by the app: clear the cache, go to the login). */
export function onSessionEnded(handler: () => void) {
  sessionEnded = handler;
}

/** The backoffice's one API client: token in localStorage under `token`, 401 -> back to the login. */
export const api = createStaffApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? "http://localhost:3000",
  tokenStore: localStorageTokenStore(),
  onUnauthorized: () => sessionEnded(),
});
