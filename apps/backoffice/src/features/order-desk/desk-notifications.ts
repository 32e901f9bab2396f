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
 * Permission is asked from a button, never on load.
 */
export function useDeskNotifications() {
  const [permission, setPermission] = useState(permissionNow);
  const [worker] = useState(() => {
    const registration = deskWorker();
    registration?.catch(() => undefined);
    return registration;
  });

  const ask = useCallback(async () => {
    if (typeof Notification === "undefined") return;
    setPermission(await Notification.requestPermission());
  }, []);

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
