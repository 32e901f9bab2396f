import { backofficeMockData, emitStaffOrderEvent, openStaffStreams, MOCK_VAPID_PUBLIC_KEY } from "@forno/api-client/msw";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";
import { UNDO_MS } from "./use-delayed-moves";

const renderDesk = (options: { fakeTimers?: boolean } = {}) =>
  renderApp("/backoffice/orders", { routes: deskRoutes(recordingPlayer().player), ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}) });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "visibilityState");
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

describe("the desk and the browser", () => {
  it("prints the tickets operation.auto_print asks for once an accept reaches the server", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const data = backofficeMockData();
    data.store.operation.auto_print = "both";
    data.store.operation.ticket_width = 32;
    const { user } = renderApp("/backoffice/orders", { data, routes: deskRoutes(recordingPlayer().player), advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Aceitar: pedido #1001" }));
    expect(document.querySelector("iframe")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    const src = new URL(document.querySelector("iframe")!.src, "http://localhost");
    expect(src.pathname).toBe("/backoffice/orders/1/print");
    expect(Object.fromEntries(src.searchParams)).toEqual({ template: "kitchen,delivery", width: "32", autoprint: "1" });
  });

  it("keeps the screen awake, taking the lock again when the tab comes back", async () => {
    const request = vi.fn(() => Promise.resolve({ release: () => Promise.resolve() }));
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { wakeLock: { request } }));
    renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    expect(request).toHaveBeenCalledWith("screen");
    setVisibility("hidden");
    setVisibility("visible");
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("asks for notifications only from the button, then notifies through the service worker while the tab is hidden", async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    const registration = { showNotification };
    const serviceWorker = { register: vi.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) };
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker }));
    const requestPermission = vi.fn(() => Promise.resolve("granted" as NotificationPermission));
    vi.stubGlobal("Notification", { permission: "default", requestPermission });

    const { user, data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    expect(requestPermission).not.toHaveBeenCalled();
    expect(serviceWorker.register).toHaveBeenCalledWith("/desk-sw.js");
    await user.click(screen.getByRole("button", { name: "Ativar notificações" }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Ativar notificações" })).not.toBeInTheDocument());

    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    setVisibility("hidden");
    const order = data.orders[3]!;
    const paid = { ...order, OrderStateHistory: [...order.OrderStateHistory, { id: 77, to_state: "PAID" as const, created_at: new Date().toISOString() }] };
    act(() => emitStaffOrderEvent(data, paid));
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith("Novo pedido #1004", expect.objectContaining({ tag: "forno-novos-pedidos", renotify: true, requireInteraction: true }));
  });

  it("once notifications are granted, subscribes this browser to the staff Web Push with the store's key", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/balcao-1";
    const keys = { p256dh: `B${"y".repeat(86)}`, auth: "b".repeat(22) };
    const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({ toJSON: () => ({ endpoint, expirationTime: null, keys }) }));
    const registration = { showNotification: vi.fn(), pushManager: { getSubscription: async () => null, subscribe } };
    const serviceWorker = { register: vi.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) };
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker }));
    vi.stubGlobal("PushManager", function PushManager() {});
    vi.stubGlobal("Notification", { permission: "default", requestPermission: vi.fn(() => Promise.resolve("granted" as NotificationPermission)) });

    const { user, data } = renderDesk();
    await screen.findByRole("article", { name: "#1001" });
    expect(subscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Ativar notificações" }));
    await waitFor(() => expect(data.pushSubscriptions).toEqual([expect.objectContaining({ endpoint, keys })]));
    expect(Buffer.from(subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array).toString("base64url")).toBe(MOCK_VAPID_PUBLIC_KEY);
  });
});
