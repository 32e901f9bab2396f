import { currentState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useReducer, useState } from "react";
import { useApi } from "../../lib/api-context";
import { boardReducer, EMPTY_BOARD } from "./board-state";

export type StreamStatus = "connecting" | "open" | "down";

export interface DeskEvents {
  /** Every order the stream brings, with the desk's copy before it (undefined when new to the desk). */
  onChange?: (order: Order, before: Order | undefined) => void;
}

const startOfToday = () => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day;
};

/**
 * The board's orders: loaded once from the list endpoint, then kept current by the staff stream
 * alone (nothing polls). Each accepted connection (the first, every reconnection) refetches the
 * list too, so a change made while the stream was down or opening is caught up.
 */
export function useOrderDesk(events: DeskEvents = {}) {
  const api = useApi();
  const [board, dispatch] = useReducer(boardReducer, EMPTY_BOARD);
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const [since] = useState(startOfToday);
  const desk = useQuery(api.orders.deskQuery(since));
  const onOrder = useEffectEvent((order: Order) => {
    const before = board.orders.get(order.id);
    dispatch({ type: "order", order, now: Date.now() });
    events.onChange?.(order, before);
  });
  const catchUp = useEffectEvent((reconnected: boolean) => {
    // A list answered before this connection opened may have missed a change: read it again.
    if (reconnected || desk.data !== undefined) void desk.refetch();
  });

  useEffect(() => {
    if (desk.data) dispatch({ type: "loaded", orders: desk.data, now: Date.now() });
  }, [desk.data]);

  useEffect(() => {
    let opened = false;
    const stream = api.orders.staffStream({
      onOrder,
      onOpen: () => {
        setStatus("open");
        catchUp(opened);
        opened = true;
      },
      onDisconnect: () => setStatus("down"),
      onError: () => setStatus("down"),
    });
    return () => stream.close();
  }, [api]);

  /** This desk's own move, applied at once; the stream's copy of it replaces it moments later. */
  const applyLocal = (order: Order) => dispatch({ type: "order", order, now: Date.now() });

  return { board, status, loading: desk.isPending, loadError: desk.error, applyLocal };
}

/** The transition an event shows, seen from the desk's copy. */
export function changeOf(order: Order, before: Order | undefined) {
  const to = currentState(order.OrderStateHistory);
  const from = before ? currentState(before.OrderStateHistory) : undefined;
  return { from, to, changed: from !== to };
}
