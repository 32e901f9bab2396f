import type { HttpConfig } from "@forno/api-client";
import { sessionTokenStore } from "./session/session-store";
import { notifyUnauthorized } from "./session/unauthorized";

/** The API base (architecture section 6). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? "http://localhost:3000";

/** What every client of the storefront shares: the base, the bearer token from `token`, the 401 policy wired to the router. */
export const apiConfig: HttpConfig = { baseUrl: API_URL, tokenStore: sessionTokenStore, onUnauthorized: notifyUnauthorized };
