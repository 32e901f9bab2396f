import { errorMessage } from "@forno/api-client";
import { type OrderState } from "@forno/domain/orders";
import { type Order, type OrderDriver } from "@forno/domain/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "../../lib/api-context";

/** How long a tap can be taken back before anything reaches the server (decision 1511). */
export const UNDO_MS = 5_000;

export interface PendingMove {
  to: OrderState;
  label: string;
  /** The driver chosen when the order leaves (DISPATCHED only); sent with the move, so undone with it. */
  driver?: OrderDriver | null;
}

interface Options {
  applyLocal: (order: Order) => void;
  onMoved?: (order: Order, to: OrderState) => void;
}

/**
 * A tap moves the card at once but the POST waits UNDO_MS, so "Desfazer" simply never sends it:
 * the state machine has no way back (PREPARATION cannot return to PAID). Leaving the board sends
 * what is still waiting: the person did tap.
 */
export function useDelayedMoves({ applyLocal, onMoved }: Options) {
  const api = useApi();
  const [pending, setPending] = useState<ReadonlyMap<number, PendingMove>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => void }>());
  const callbacks = useRef({ applyLocal, onMoved });
  callbacks.current = { applyLocal, onMoved };

  const forget = (orderId: number) => {
    timers.current.delete(orderId);
    setPending((map) => without(map, orderId));
  };

  const send = useCallback(
    async (order: Order, to: OrderState, driver: OrderDriver | null = null) => {
      setErrors((map) => without(map, order.id));
      try {
        const entry = await api.orders.changeState({ order_id: order.id, to_state: to, ...(driver ? { driver_id: driver.id } : {}) });
        const moved = { ...order, OrderStateHistory: [...order.OrderStateHistory, entry], driver: to === "DISPATCHED" ? driver : order.driver };
        callbacks.current.applyLocal(moved);
        callbacks.current.onMoved?.(moved, to);
      } catch (error) {
        setErrors((map) => new Map(map).set(order.id, errorMessage(error)));
      }
    },
    [api],
  );

  const schedule = useCallback(
    (order: Order, move: PendingMove) => {
      const sendNow = () => {
        forget(order.id);
        void send(order, move.to, move.driver ?? null);
      };
      clearTimeout(timers.current.get(order.id)?.timer);
      timers.current.set(order.id, { timer: setTimeout(sendNow, UNDO_MS), send: sendNow });
      setPending((map) => new Map(map).set(order.id, move));
    },
    [send],
  );

  const undo = useCallback((orderId: number) => {
    clearTimeout(timers.current.get(orderId)?.timer);
    forget(orderId);
  }, []);

  const dismissError = useCallback((orderId: number) => setErrors((map) => without(map, orderId)), []);

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const { timer, send: sendNow } of [...waiting.values()]) {
        clearTimeout(timer);
        sendNow();
      }
    };
  }, []);

  return { pending, errors, schedule, undo, sendNow: send, dismissError };
}

function without<V>(map: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
