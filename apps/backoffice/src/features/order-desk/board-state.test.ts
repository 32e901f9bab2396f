import { sampleOrder } from "@forno/domain/fixtures";
import { type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { boardColumns, boardReducer, EMPTY_BOARD, newOrderCount } from "./board-state";

const NOW = new Date(2026, 10, 23, 21, 0).getTime();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function order(id: number, states: OrderState[], finishedMinutesAgo = 5): Order {
  const history = states.map((to_state, index) => ({ id: id * 10 + index, to_state, created_at: minutesAgo(index === states.length - 1 ? finishedMinutesAgo : 30 - index) }));
  return { ...structuredClone(sampleOrder), id, external_id: 1000 + id, OrderStateHistory: history };
}

const ids = (orders: Order[]) => orders.map((o) => o.id);
const load = (...orders: Order[]) => boardReducer(EMPTY_BOARD, { type: "loaded", orders, now: NOW });

describe("the board's state", () => {
  it("puts each order in its column: paid, preparing, out, finished today", () => {
    const state = load(
      order(1, ["PENDING", "PAID"]),
      order(2, ["PENDING", "PAID", "PREPARATION"]),
      order(3, ["PENDING", "PAID", "PREPARATION", "DISPATCHED"]),
      order(4, ["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"]),
      order(5, ["PENDING", "PAID", "CANCELLED_STORE"]),
      order(6, ["PENDING", "CANCELLED_CLIENT"]),
      order(7, ["PENDING"]),
    );
    const columns = boardColumns(state, NOW);
    expect(ids(columns.new)).toEqual([1]);
    expect(ids(columns.preparation)).toEqual([2]);
    expect(ids(columns.dispatched)).toEqual([3]);
    expect(ids(columns.done)).toEqual([6, 5, 4]);
    expect(state.orders.has(7)).toBe(false);
  });

  it("keeps only today's finished orders", () => {
    const yesterday = order(8, ["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"], 24 * 60);
    const state = load(yesterday, order(9, ["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"], 10));
    expect(ids(boardColumns(state, NOW).done)).toEqual([9]);
  });

  it("moves a card between columns when an event brings the order's new state, and counts Novos", () => {
    let state = load(order(1, ["PENDING", "PAID"]), order(2, ["PENDING", "PAID"]));
    expect(newOrderCount(state)).toBe(2);
    state = boardReducer(state, { type: "order", order: order(1, ["PENDING", "PAID", "PREPARATION"]), now: NOW });
    expect(ids(boardColumns(state, NOW).preparation)).toEqual([1]);
    expect(newOrderCount(state)).toBe(1);
    state = boardReducer(state, { type: "order", order: order(3, ["PENDING", "PAID"]), now: NOW });
    expect(ids(boardColumns(state, NOW).new)).toEqual([2, 3]);
    expect(newOrderCount(state)).toBe(2);
  });

  it("ignores a replayed older copy, and a fresh list does not undo a newer event", () => {
    let state = load(order(1, ["PENDING", "PAID"]));
    state = boardReducer(state, { type: "order", order: order(1, ["PENDING", "PAID", "PREPARATION"]), now: NOW });
    state = boardReducer(state, { type: "order", order: order(1, ["PENDING", "PAID"]), now: NOW });
    expect(ids(boardColumns(state, NOW).preparation)).toEqual([1]);
    state = boardReducer(state, { type: "loaded", orders: [order(1, ["PENDING", "PAID"])], now: NOW });
    expect(ids(boardColumns(state, NOW).preparation)).toEqual([1]);
  });

  it("shows a move the desk has not sent yet in its target column, and no longer counts it as waiting", () => {
    const state = load(order(1, ["PENDING", "PAID"]), order(2, ["PENDING", "PAID"]));
    const pending = new Map([[1, "PREPARATION" as const]]);
    const columns = boardColumns(state, NOW, pending);
    expect(ids(columns.preparation)).toEqual([1]);
    expect(ids(columns.new)).toEqual([2]);
    expect(newOrderCount(state)).toBe(2);
    expect(newOrderCount(state, NOW, 0, pending)).toBe(1);
  });
});

describe("the board's scheduled orders", () => {
  // Due at 22:00 local with 45 minutes of preparation: in the kitchen from 21:15.
  const due = new Date(2026, 10, 23, 22, 0).toISOString();
  const scheduled = (id: number, at = due) => ({ ...order(id, ["PENDING", "PAID"]), is_scheduled: true, scheduled_time: at });

  it("keeps a paid scheduled order under Agendados until its preparation starts, then in Novos", () => {
    const state = load(scheduled(1), order(2, ["PENDING", "PAID"]));
    const before = boardColumns(state, NOW, new Map(), 45);
    expect(ids(before.scheduled)).toEqual([1]);
    expect(ids(before.new)).toEqual([2]);
    expect(newOrderCount(state, NOW, 45)).toBe(1);
    const prepStart = new Date(2026, 10, 23, 21, 15).getTime();
    expect(ids(boardColumns(state, prepStart, new Map(), 45).new)).toEqual([1, 2]);
    expect(boardColumns(state, prepStart, new Map(), 45).scheduled).toEqual([]);
    expect(newOrderCount(state, prepStart, 45)).toBe(2);
  });

  it("lists the next one due first, and moves an accepted one on at once", () => {
    const later = new Date(2026, 10, 23, 23, 0).toISOString();
    const state = load(scheduled(1, later), scheduled(2));
    expect(ids(boardColumns(state, NOW, new Map(), 45).scheduled)).toEqual([2, 1]);
    const accepted = boardColumns(state, NOW, new Map([[2, "PREPARATION" as const]]), 45);
    expect(ids(accepted.preparation)).toEqual([2]);
    expect(ids(accepted.scheduled)).toEqual([1]);
  });
});
