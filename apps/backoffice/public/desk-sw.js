// The order desk's service worker: shows "new order" notifications while the board's tab is
// hidden, shows the staff Web Push ("Novo pedido #N") even with the board closed, and brings the
// board back when one is clicked. It caches nothing.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let message = { title: "Novo pedido", body: "", url: "/backoffice/orders" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without JSON still says a new order came in.
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: "forno-novos-pedidos", renotify: true, requireInteraction: true, lang: "pt-BR" }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const board = windows.find((client) => new URL(client.url).pathname.startsWith("/backoffice/orders"));
      return board ? board.focus() : self.clients.openWindow("/backoffice/orders");
    }),
  );
});
