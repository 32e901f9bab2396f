import { type RouteObject } from "react-router";
import { DeskPlayerProvider } from "../src/features/order-desk/desk-player-context";
import { OrderDeskPage } from "../src/features/order-desk/order-desk-page";
import { PrintPage } from "../src/features/order-desk/print-page";
import { type AudioState, type WebAudioPlayer } from "../src/features/order-desk/web-audio-player";

/** A player that records what it was asked to play, blocked or running as the test says. */
export function recordingPlayer(initial: AudioState = "running") {
  let state = initial;
  const listeners = new Set<() => void>();
  const played: string[] = [];
  const player: WebAudioPlayer = {
    playNewOrder: () => played.push("new"),
    playCancelled: () => played.push("cancelled"),
    state: () => state,
    unlock: async () => {
      state = "running";
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { player, played };
}

/** The board at /backoffice/orders with an injected player, and the print view beside it. */
export function deskRoutes(player: WebAudioPlayer): RouteObject[] {
  return [
    {
      path: "/backoffice/orders",
      element: (
        <DeskPlayerProvider player={player}>
          <OrderDeskPage />
        </DeskPlayerProvider>
      ),
    },
    { path: "/backoffice/orders/:id/print", element: <PrintPage /> },
  ];
}
