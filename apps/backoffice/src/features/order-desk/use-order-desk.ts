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

/** A failed list is read again by itself after this long, for as long as it fails (decision 3704). */
export const LIST_RETRY_MS = 3_000;

const startOfToday = () => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day;
};

/**
 * The board's orders: loaded once from the list endpoint, then kept current by the staff stream
 * alone (nothing polls). Each accepted connection (the first, every reconnection) reads the list
 * again, replacing a read still in flight (it may predate the connection), so a change made while
 * the stream was down or opening is caught up. A list that fails is read again every
 * LIST_RETRY_MS until it answers: an outage never leaves the board waiting for a reload.
 */
export function useOrderDesk(events: DeskEvents = {}) {
  const api = useApi();
  const [board, dispatch] = useReducer(boardReducer, EMPTY_BOARD);
  const [status, setStatus] = useState<StreamStatus>("connecting");
  const [since] = useState(startOfToday);
  const desk = useQuery(api.desk.deskQuery(since));
  const onOrder = useEffectEvent((order: Order) => {
    const before = board.orders.get(order.id);
    dispatch({ type: "order", order, now: Date.now() });
    events.onChange?.(order, before);
  });
  // A list read before this connection opened (or still in flight) may have missed a change: a new
  // read, started now, replaces it.
  const catchUp = useEffectEvent(() => void desk.refetch({ cancelRefetch: true }));
  const retryFailedList = useEffectEvent(() => void desk.refetch({ cancelRefetch: false }));

  useEffect(() => {
    if (!desk.isError) return;
    const timer = setTimeout(retryFailedList, LIST_RETRY_MS);
    return () => clearTimeout(timer);
  }, [desk.isError, desk.errorUpdatedAt]);

  useEffect(() => {
    if (desk.data) dispatch({ type: "loaded", orders: desk.data, now: Date.now() });
  }, [desk.data]);

  useEffect(() => {
    const stream = api.orders.staffStream({
      onOrder,
      onOpen: () => {
        setStatus("open");
        catchUp();
      },
      onDisconnect: () => setStatus("down"),
      onError: () => setStatus("down"),
    });
    return () => stream.close();
  }, [api]);

  /** This desk's own move, applied at once; the stream's copy of it replaces it moments later. */
  const applyLocal = (order: Order) => dispatch({ type: "order", order, now: Date.now() });

  /** "Tentar agora" on the banner of a failed list. */
  const retryList = () => void desk.refetch();

  return { board, status, loading: desk.isPending, loadError: desk.error, retryList, applyLocal };
}

/** The transition an event shows, seen from the desk's copy. */
export function changeOf(order: Order, before: Order | undefined) {
  const to = currentState(order.OrderStateHistory);
  const from = before ? currentState(before.OrderStateHistory) : undefined;
  return { from, to, changed: from !== to };
}
