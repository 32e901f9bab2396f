import { awaitsPreparationStart, currentState, type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";

/** The board's four columns (operations section 1), left to right. */
export const DESK_COLUMNS = ["new", "preparation", "dispatched", "done"] as const;
export type DeskColumn = (typeof DESK_COLUMNS)[number];

/** The board's columns and, above them, the scheduled orders not yet due in the kitchen. */
export type BoardColumn = DeskColumn | "scheduled";

export const DESK_COLUMN_TITLES: Readonly<Record<BoardColumn, string>> = {
  scheduled: "Agendados",
  new: "Novos",
  preparation: "Em preparo",
  dispatched: "Em entrega",
  done: "Concluídos hoje",
};

const OPEN_COLUMN: Partial<Record<OrderState, DeskColumn>> = { PAID: "new", PREPARATION: "preparation", DISPATCHED: "dispatched" };
const FINISHED: readonly OrderState[] = ["DELIVERED", "CANCELLED_STORE", "CANCELLED_CLIENT"];

/** Every order on the board by id; nothing else (PENDING, older finished orders) is kept. */
export interface BoardState {
  orders: ReadonlyMap<number, Order>;
}

export type BoardAction = { type: "loaded"; orders: readonly Order[]; now: number } | { type: "order"; order: Order; now: number };

export const EMPTY_BOARD: BoardState = { orders: new Map() };

const sameLocalDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * Which column an order belongs in at `now`, or null when it is not on the board: open orders
 * always, finished ones only when they finished today (local day), a move `pendingTo` the desk
 * has scheduled but not yet sent counts as done. A paid scheduled order is under "Agendados" until
 * its preparation starts (scheduled time minus `deliveryMinutes`, decision 1611).
 */
export function columnOf(order: Order, now: number, pendingTo?: OrderState, deliveryMinutes = 0): BoardColumn | null {
  const state = pendingTo ?? currentState(order.OrderStateHistory);
  if (!state) return null;
  const open = OPEN_COLUMN[state];
  if (open === "new" && !pendingTo && awaitsPreparationStart(order, now, deliveryMinutes)) return "scheduled";
  if (open) return open;
  if (!FINISHED.includes(state)) return null;
  const finishedAt = pendingTo ? now : Date.parse(order.OrderStateHistory.at(-1)?.created_at ?? "");
  return sameLocalDay(finishedAt, now) ? "done" : null;
}

/** A replayed or late event must not take an order back: the longer history wins. */
function isNewer(incoming: Order, known: Order | undefined): boolean {
  return !known || incoming.OrderStateHistory.length >= known.OrderStateHistory.length;
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  if (action.type === "loaded") {
    // The list wins except where an event that arrived meanwhile is newer than its copy.
    const merged = new Map(state.orders);
    for (const order of action.orders) if (isNewer(order, merged.get(order.id))) merged.set(order.id, order);
    const orders = new Map<number, Order>();
    for (const [id, order] of merged) if (columnOf(order, action.now)) orders.set(id, order);
    return { orders };
  }
  const { order, now } = action;
  const known = state.orders.get(order.id);
  if (!isNewer(order, known)) return state;
  const orders = new Map(state.orders);
  if (columnOf(order, now)) orders.set(order.id, order);
  else orders.delete(order.id);
  return { orders };
}

/** Oldest first in the open columns (the one waiting longest on top); newest first among the finished. */
export function boardColumns(
  state: BoardState,
  now: number,
  pending: ReadonlyMap<number, OrderState> = new Map(),
  deliveryMinutes = 0,
): Record<BoardColumn, Order[]> {
  const columns: Record<BoardColumn, Order[]> = { scheduled: [], new: [], preparation: [], dispatched: [], done: [] };
  for (const order of state.orders.values()) {
    const column = columnOf(order, now, pending.get(order.id), deliveryMinutes);
    if (column) columns[column].push(order);
  }
  for (const column of DESK_COLUMNS) columns[column].sort((a, b) => a.id - b.id);
  columns.done.reverse();
  // The next one due first.
  columns.scheduled.sort((a, b) => Date.parse(a.scheduled_time ?? "") - Date.parse(b.scheduled_time ?? ""));
  return columns;
}

/**
 * Orders waiting in Novos (PAID) as the server last said, minus those this desk has already moved
 * on (a tap in its undo window, or its request in flight: decision 3700): what rings and what the
 * tab title counts. With `now`, scheduled orders before their preparation start do not count (they
 * are under Agendados).
 */
export function newOrderCount(state: BoardState, now?: number, deliveryMinutes = 0, pending: ReadonlyMap<number, unknown> = new Map()): number {
  let count = 0;
  for (const order of state.orders.values()) {
    if (currentState(order.OrderStateHistory) !== "PAID" || pending.has(order.id)) continue;
    if (now !== undefined && awaitsPreparationStart(order, now, deliveryMinutes)) continue;
    count++;
  }
  return count;
}
