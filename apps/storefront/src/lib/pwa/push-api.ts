import { createPushApi } from "@forno/api-client";
import { API_URL } from "../api";
import { sessionTokenStore } from "../session/session-store";
import { notifyUnauthorized } from "../session/unauthorized";

/** The Web Push calls, imported only by the order page's chunk (decision 1913). */
export const pushApi = createPushApi({ baseUrl: API_URL, tokenStore: sessionTokenStore, onUnauthorized: notifyUnauthorized });
