// The order desk's service worker: shows "new order" notifications while the board's tab is
// hidden, and brings the board back when one is clicked. It caches nothing.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const board = windows.find((client) => new URL(client.url).pathname.startsWith("/backoffice/orders"));
      return board ? board.focus() : self.clients.openWindow("/backoffice/orders");
    }),
  );
});
