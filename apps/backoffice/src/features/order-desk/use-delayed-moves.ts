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
  /** The request is on its way: too late to undo, and the card stays where the tap put it until the answer. */
  sending?: boolean;
  /** An iFood order's cancellation: the reason chosen among iFood's. */
  cancellationCode?: string;
}

interface Options {
  applyLocal: (order: Order) => void;
  onMoved?: (order: Order, to: OrderState) => void;
}

/**
 * A tap moves the card at once but the POST waits UNDO_MS, so "Desfazer" simply never sends it:
 * the state machine has no way back (PREPARATION cannot return to PAID). The move stays pending
 * while its request is in flight (decision 3700): the card never shows its old column in between.
 * Leaving the board sends what is still waiting: the person did tap.
 */
export function useDelayedMoves({ applyLocal, onMoved }: Options) {
  const api = useApi();
  const [pending, setPending] = useState<ReadonlyMap<number, PendingMove>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => void }>());
  const callbacks = useRef({ applyLocal, onMoved });
  callbacks.current = { applyLocal, onMoved };

  const forget = (orderId: number) => setPending((map) => without(map, orderId));

  const send = useCallback(
    async (order: Order, move: PendingMove) => {
      timers.current.delete(order.id);
      setErrors((map) => without(map, order.id));
      setPending((map) => new Map(map).set(order.id, { ...move, sending: true }));
      const driver = move.driver ?? null;
      try {
        const answer = await api.orders.changeState({
          order_id: order.id,
          to_state: move.to,
          ...(driver ? { driver_id: driver.id } : {}),
          ...(move.cancellationCode ? { cancellation_code: move.cancellationCode } : {}),
        });
        // An iFood order's cancellation is a request: the order comes back where it was, "Cancelamento solicitado".
        if ("OrderStateHistory" in answer) {
          callbacks.current.applyLocal(answer);
          forget(order.id);
          return;
        }
        const entry = answer;
        const moved = { ...order, OrderStateHistory: [...order.OrderStateHistory, entry], driver: move.to === "DISPATCHED" ? driver : order.driver };
        // The board holds the new state before the pending move goes: no frame shows the old column.
        callbacks.current.applyLocal(moved);
        forget(order.id);
        callbacks.current.onMoved?.(moved, move.to);
      } catch (error) {
        forget(order.id);
        setErrors((map) => new Map(map).set(order.id, errorMessage(error)));
      }
    },
    [api],
  );

  const schedule = useCallback(
    (order: Order, move: PendingMove) => {
      const sendNow = () => void send(order, move);
      clearTimeout(timers.current.get(order.id)?.timer);
      timers.current.set(order.id, { timer: setTimeout(sendNow, UNDO_MS), send: sendNow });
      setPending((map) => new Map(map).set(order.id, move));
    },
    [send],
  );

  /** A move already sent cannot be taken back. */
  const undo = useCallback((orderId: number) => {
    const waiting = timers.current.get(orderId);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    timers.current.delete(orderId);
    forget(orderId);
  }, []);

  /** Sent at once, no undo (a cancellation: its dialog was the chance to change one's mind). */
  const sendNow = useCallback(
    (order: Order, to: OrderState, label: string, cancellationCode?: string) => void send(order, { to, label, ...(cancellationCode ? { cancellationCode } : {}) }),
    [send],
  );

  const dismissError = useCallback((orderId: number) => setErrors((map) => without(map, orderId)), []);

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const { timer, send: sendWaiting } of [...waiting.values()]) {
        clearTimeout(timer);
        sendWaiting();
      }
    };
  }, []);

  return { pending, errors, schedule, undo, sendNow, dismissError };
}

function without<V>(map: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
