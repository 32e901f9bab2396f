/* The storefront's service worker (decision 1912). The build (vite-plugins/service-worker.ts)
 * writes dist/sw.js from this file, replacing the two placeholders below with the app shell's files
 * and a version that changes whenever one of them does. */
const PRECACHE = self.__FORNO_PRECACHE__;
const VERSION = self.__FORNO_VERSION__;
const SHELL_CACHE = `forno-shell-${VERSION}`;
const ASSETS_CACHE = "forno-assets";
const OFFLINE_PAGE = "/offline.html";
/** Screens that work from the shell alone (the cart lives in the browser); the others need the network. */
const SHELL_SCREENS = new Set(["/", "/cart"]);

self.addEventListener("install", (event) => {
  // No skipWaiting: the new version waits until every tab of the old one is closed, so an open
  // cart is never reloaded under the customer; the next visit runs it.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("forno-shell-") && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
    const cached = SHELL_SCREENS.has(path) ? await caches.match("/index.html") : undefined;
    return cached ?? (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

/** Hashed build files never change: the cache first, then the network (kept for next time). */
async function hashedAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSETS_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Only this origin's GETs: the API (another origin, or any other path), its event streams,
  // payments and every write go straight to the network, never through a cache.
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.headers.get("accept")?.includes("text/event-stream")) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(hashedAsset(request));
    return;
  }
  if (PRECACHE.includes(url.pathname)) event.respondWith(caches.match(url.pathname).then((cached) => cached ?? fetch(request)));
});

self.addEventListener("push", (event) => {
  let message = { title: "Forno Delivery", body: "", url: "/orders" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without JSON still shows the store's name.
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", data: { url: message.url }, lang: "pt-BR" }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only this app's screens: a push never opens another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
