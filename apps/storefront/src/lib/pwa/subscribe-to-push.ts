import { pushApi } from "./push-api";

/** This browser can receive Web Push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID key as pushManager.subscribe wants it (base64url text to bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export type PushOutcome = "subscribed" | "denied";

/**
 * Asks for permission (only ever called from the customer's click), subscribes this browser with
 * the store's VAPID key (or reuses its subscription) and sends it to the API for the signed-in
 * account. Throws when the push service or the API fails.
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes((await pushApi.publicKey()).public_key) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("incomplete push subscription");
  await pushApi.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return "subscribed";
}
