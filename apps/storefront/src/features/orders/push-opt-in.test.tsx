import { MOCK_VAPID_PUBLIC_KEY } from "@forno/api-client/msw";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withState } from "../../../test/held-order-stream";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";
import { IPHONE_HINT } from "./push-opt-in";

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc123";
const KEYS = { p256dh: `B${"x".repeat(86)}`, auth: "a".repeat(22) };

/** A browser with the Push API: Notification, PushManager and a ready service worker registration. */
function stubPushBrowser(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal("Notification", Object.assign(function Notification() {}, { permission: "default", requestPermission }));
  vi.stubGlobal("PushManager", function PushManager() {});
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({ toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }) }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { ready: Promise.resolve(registration) } });
  return { requestPermission, subscribe };
}

describe("push opt-in on the order page", () => {
  const mock = useMockApi();
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("asks for permission only on the click, subscribes with the store's key and sends the subscription", async () => {
    const browser = stubPushBrowser("granted");
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    const button = await screen.findByRole("button", { name: "Avise-me quando o pedido mudar" });
    expect(screen.getByText(IPHONE_HINT)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByText("Pronto! Vamos avisar você a cada mudança do pedido.")).toHaveAttribute("role", "status");
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString("base64url")).toBe(MOCK_VAPID_PUBLIC_KEY);
    expect(mock.data.pushSubscriptions).toEqual([{ id: 1, owner: expect.any(Number), endpoint: ENDPOINT, keys: KEYS }]);
    expect(screen.queryByRole("button", { name: "Avise-me quando o pedido mudar" })).not.toBeInTheDocument();
  });

  it("says how to unblock when the customer refuses, and sends nothing", async () => {
    const browser = stubPushBrowser("denied");
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    await userEvent.click(await screen.findByRole("button", { name: "Avise-me quando o pedido mudar" }));
    expect(await screen.findByText(/^As notificações estão bloqueadas\./)).toHaveAttribute("role", "status");
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(mock.data.pushSubscriptions).toEqual([]);
  });

  it("without the Push API (an iPhone outside the home screen) shows only the home-screen explanation", async () => {
    renderApp("/order", { token: "client-token", state: { order: mock.data.orders[0] } });
    expect(await screen.findByText(IPHONE_HINT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Avise-me quando o pedido mudar" })).not.toBeInTheDocument();
  });

  it("is not offered on a finished order", async () => {
    stubPushBrowser("granted");
    const delivered = withState(mock.data.orders[0]!, "DELIVERED", "2025-05-10T21:00:00.000Z");
    renderApp("/order", { token: "client-token", state: { order: delivered } });
    expect(await screen.findByText("Pedido entregue. Bom apetite!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Avisos do pedido" })).not.toBeInTheDocument();
  });
});

describe("/order?id= (what a notification opens)", () => {
  const mock = useMockApi();

  it("reads the order the link names", async () => {
    const order = mock.data.orders[0]!;
    renderApp(`/order?id=${order.id}`, { token: "client-token" });
    expect(await screen.findByRole("heading", { level: 1, name: `Pedido #${order.external_id}` })).toBeInTheDocument();
  });

  it("goes home when the order is not the customer's (404)", async () => {
    renderApp("/order?id=987654", { token: "client-token" });
    await waitFor(() => expect(currentPath()).toBe("/"));
  });
});
