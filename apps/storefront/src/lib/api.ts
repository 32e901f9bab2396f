import { createApiClient } from "@forno/api-client";
import { sessionTokenStore } from "./session/session-store";
import { notifyUnauthorized } from "./session/unauthorized";

/** The API base (architecture section 6). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? "http://localhost:3000";

/** The one API client of the storefront: bearer token from `token`, 401 policy wired to the router. */
export const api = createApiClient({ baseUrl: API_URL, tokenStore: sessionTokenStore, onUnauthorized: notifyUnauthorized });
