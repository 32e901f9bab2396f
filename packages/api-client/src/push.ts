import { type PushPublicKey, type PushSubscriptionBody } from "@forno/domain/schemas";
import { createHttp, type Http, type HttpConfig, send } from "./http";

/** Web Push calls (operations.md section 6), for the signed-in account (client or staff). */
export function pushApi({ ky }: Http) {
  return {
    publicKey: () => send(() => ky.get("push/public-key").json<PushPublicKey>()),
    subscribe: (body: PushSubscriptionBody) => send(() => ky.post("push/subscriptions", { json: body }).json<{ id: number }>()),
    unsubscribe: (id: number) => send(() => ky.delete(`push/subscriptions/${id}`).json<unknown>()),
  };
}

/**
 * The storefront's Web Push client, of its own: only the screen that offers notifications imports
 * it, so the storefront's entry chunk does not carry it (decision 1913). The staff client holds the
 * same calls as `push`.
 */
export function createPushApi(config: HttpConfig) {
  return pushApi(createHttp(config));
}

export type PushApi = ReturnType<typeof pushApi>;

/** This browser can receive Web Push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID key as pushManager.subscribe wants it (base64url text to bytes). */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Subscribes a service worker registration with the store's VAPID key (or reuses its subscription)
 * and sends it to the API for the signed-in account (client or staff). Call it only once the person
 * granted notifications. Throws when the push service or the API fails.
 */
export async function subscribeRegistration(registration: ServiceWorkerRegistration, push: PushApi): Promise<void> {
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes((await push.publicKey()).public_key) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("incomplete push subscription");
  await push.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}
