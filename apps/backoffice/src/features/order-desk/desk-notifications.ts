import { type PushApi, subscribeRegistration } from "@forno/api-client";
import { useCallback, useState } from "react";

const WORKER_URL = "/desk-sw.js";

/** Registered once by the board: it only shows notifications (no caching, no fetch handler). */
function deskWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  return navigator.serviceWorker.register(WORKER_URL).then(() => navigator.serviceWorker.ready);
}

export type NotificationPermissionState = NotificationPermission | "unsupported";

const permissionNow = (): NotificationPermissionState => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

/**
 * A system notification reaches the person when the board's tab is hidden (a throttled tab may
 * not ring). It goes through the service worker: `new Notification()` throws on mobile browsers.
 * Permission is asked from a button, never on load. Once granted, this browser is also subscribed
 * to Web Push for staff (operations.md section 6), so a new order reaches it with the board closed.
 */
export function useDeskNotifications(push: PushApi) {
  const [permission, setPermission] = useState(permissionNow);
  const [worker] = useState(() => {
    const registration = deskWorker();
    registration?.catch(() => undefined);
    return registration;
  });

  const ask = useCallback(async () => {
    if (typeof Notification === "undefined") return;
    const answer = await Notification.requestPermission();
    setPermission(answer);
    // Push is a bonus on top of the board's own alerts: a browser without it, or a push service
    // that fails, leaves the notifications of the open board working.
    if (answer === "granted" && worker && "PushManager" in window) await worker.then((registration) => subscribeRegistration(registration, push)).catch(() => undefined);
  }, [push, worker]);

  const notify = useCallback(
    (title: string, body: string) => {
      if (permission !== "granted" || document.visibilityState !== "hidden" || !worker) return;
      // renotify is in the spec but not yet in TypeScript's lib.
      const options = { body, tag: "forno-novos-pedidos", renotify: true, requireInteraction: true } as NotificationOptions;
      void worker.then((registration) => registration.showNotification(title, options)).catch(() => undefined);
    },
    [permission, worker],
  );

  return { permission, ask, notify };
}
