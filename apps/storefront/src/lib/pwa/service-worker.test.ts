import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

const ORIGIN = "https://loja.example";
const source = readFileSync(join(__dirname, "../../../service-worker/sw.js"), "utf8");

type Listener = (event: Record<string, unknown>) => void;

/** Runs service-worker/sw.js against a fake worker scope, as the build would (placeholders filled). */
function loadWorker({ online = true } = {}) {
  const listeners = new Map<string, Listener>();
  const cached = new Map<string, Response>([
    ["/index.html", new Response("shell")],
    ["/offline.html", new Response("offline")],
  ]);
  const windows: Array<{ url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }> = [];
  const self = {
    __FORNO_PRECACHE__: ["/index.html", "/offline.html"],
    __FORNO_VERSION__: "test",
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null), claim: vi.fn() },
  };
  const caches = { match: vi.fn(async (key: string) => cached.get(key)?.clone()) };
  const fetch = vi.fn(async () => (online ? new Response("network") : Promise.reject(new TypeError("offline"))));
  new Function("self", "caches", "fetch", source)(self, caches, fetch);

  const dispatch = (type: string, fields: Record<string, unknown>) => {
    let waited: Promise<unknown> | undefined;
    let answered: Promise<Response> | undefined;
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => (waited = promise), respondWith: (promise: Promise<Response>) => (answered = promise) });
    return { waited, answered };
  };
  const request = (url: string, { mode = "cors", accept = "*/*", method = "GET" } = {}) => ({ url, mode, method, headers: new Headers({ accept }) });
  return { self, windows, fetch, dispatch, request };
}

describe("the storefront's service worker", () => {
  it("shows a push's title and body and keeps its url", async () => {
    const worker = loadWorker();
    const payload = { title: "Pedido #1042", body: "Saiu para entrega", url: "/order?id=42" };
    await worker.dispatch("push", { data: { json: () => payload } }).waited;
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith("Pedido #1042", expect.objectContaining({ body: "Saiu para entrega", data: { url: "/order?id=42" } }));
  });

  it("opens the order when the notification is tapped: in the open window, else a new one; never another site", async () => {
    const worker = loadWorker();
    const close = vi.fn();
    await worker.dispatch("notificationclick", { notification: { close, data: { url: "/order?id=42" } } }).waited;
    expect(close).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order?id=42`);

    const open = { url: `${ORIGIN}/catalog`, navigate: vi.fn(async () => null), focus: vi.fn() };
    worker.windows.push(open);
    await worker.dispatch("notificationclick", { notification: { close, data: { url: "https://evil.example/x" } } }).waited;
    expect(open.navigate).toHaveBeenCalledWith(ORIGIN);
    expect(open.focus).toHaveBeenCalled();
  });

  it("leaves the API, event streams and writes to the network", () => {
    const worker = loadWorker();
    expect(worker.dispatch("fetch", { request: worker.request("http://api.example/orders/1") }).answered).toBeUndefined();
    expect(worker.dispatch("fetch", { request: worker.request(`${ORIGIN}/orders/sse/1`, { accept: "text/event-stream" }) }).answered).toBeUndefined();
    expect(worker.dispatch("fetch", { request: worker.request(`${ORIGIN}/anything`, { method: "POST" }) }).answered).toBeUndefined();
  });

  it("offline, answers /orders with the offline page and the home and the cart with the shell", async () => {
    const worker = loadWorker({ online: false });
    const navigate = async (path: string) => (await worker.dispatch("fetch", { request: worker.request(`${ORIGIN}${path}`, { mode: "navigate" }) }).answered!).text();
    expect(await navigate("/orders")).toBe("offline");
    expect(await navigate("/profile/me")).toBe("offline");
    expect(await navigate("/")).toBe("shell");
    expect(await navigate("/cart")).toBe("shell");
  });

  it("online, navigations come from the network (never a stale page)", async () => {
    const worker = loadWorker();
    expect(await (await worker.dispatch("fetch", { request: worker.request(`${ORIGIN}/orders`, { mode: "navigate" }) }).answered!).text()).toBe("network");
  });
});
