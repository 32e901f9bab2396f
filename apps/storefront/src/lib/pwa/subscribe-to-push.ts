import { subscribeRegistration } from "@forno/api-client";
import { pushApi } from "./push-api";

export { pushSupported } from "@forno/api-client";

export type PushOutcome = "subscribed" | "denied";

/**
 * Asks for permission (only ever called from the customer's click), then subscribes this browser
 * and sends the subscription to the API for the signed-in account. Throws when the push service or
 * the API fails.
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  await subscribeRegistration(await navigator.serviceWorker.ready, pushApi);
  return "subscribed";
}
