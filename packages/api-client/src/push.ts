import { type PushPublicKey, type PushSubscriptionBody } from "@forno/domain/schemas";
import { createHttp, send, type HttpConfig } from "./http";

/**
 * Web Push calls (operations.md section 6), a client of their own: only the screen that offers
 * notifications imports it, so the storefront's entry chunk does not carry them (decision 1913).
 */
export function createPushApi(config: HttpConfig) {
  const { ky } = createHttp(config);
  return {
    publicKey: () => send(() => ky.get("push/public-key").json<PushPublicKey>()),
    subscribe: (body: PushSubscriptionBody) => send(() => ky.post("push/subscriptions", { json: body }).json<{ id: number }>()),
    unsubscribe: (id: number) => send(() => ky.delete(`push/subscriptions/${id}`).json<unknown>()),
  };
}

export type PushApi = ReturnType<typeof createPushApi>;
