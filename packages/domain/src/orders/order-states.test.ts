import { describe, expect, it } from "vitest";
import { orderStateSchema } from "../schemas/order-state";
import {
  BACKOFFICE_STATUS_CHOICES,
  DEFAULT_ORDER_NOTES,
  OPEN_ORDER_QUESTION,
  ORDER_LIST_EXCLUDED_STATE,
  isOpenOrder,
  isOpenOrderState,
  isOrderState,
  isUnfinishedOrder,
  isUnfinishedOrderState,
  OPEN_ORDER_STATES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  orderStateLabel,
} from "./index";

describe("order states and labels (seed 000 section 4, seed 001 section 3)", () => {
  it.each([
    ["CART", "Carrinho"],
    ["PENDING", "Aguardando Pagamento"],
    ["PAID", "Pedido Pago"],
    ["PREPARATION", "Em Preparo"],
    ["DISPATCHED", "Saiu para Entrega"],
    ["DELIVERED", "Entregue"],
    ["CANCELLED_STORE", "Cancelado pela Loja"],
    ["CANCELLED_CLIENT", "Cancelado pelo Cliente"],
    ["REFUNDED", "Reembolsado"],
    ["ERROR", "Erro"],
  ] as const)("%s is labelled %j", (state, label) => {
    expect(orderStateLabel(state)).toBe(label);
    expect(isOrderState(state)).toBe(true);
    expect(orderStateSchema.parse(state)).toBe(state);
  });

  it("has exactly ten states, each with a label", () => {
    expect(ORDER_STATES).toHaveLength(10);
    expect(Object.keys(ORDER_STATE_LABELS).sort()).toEqual([...ORDER_STATES].sort());
    expect(isOrderState("LOST")).toBe(false);
    expect(isOrderState(3)).toBe(false);
  });

  it("backoffice offers nine choices: every state but PENDING", () => {
    expect(BACKOFFICE_STATUS_CHOICES).toEqual(["CART", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED", "CANCELLED_STORE", "CANCELLED_CLIENT", "REFUNDED", "ERROR"]);
  });

  it.each(ORDER_STATES.map((state) => [state, OPEN_ORDER_STATES.some((open) => open === state)] as const))("%s open for the cart question: %s", (state, open) => {
    expect(isOpenOrderState(state)).toBe(open);
    expect(isOpenOrder({ OrderStateHistory: [{ to_state: "PENDING", created_at: "2025-05-10T20:00:00Z" }, { to_state: state, created_at: "2025-05-10T20:01:00Z" }] })).toBe(open);
  });

  it("the texts the seeds quote: the cart's open-order question, the list's left-out state, the default order notes", () => {
    expect(OPEN_ORDER_QUESTION).toBe("Já existe um pedido em aberto, deseja realizar um novo?");
    expect(ORDER_LIST_EXCLUDED_STATE).toBe("PENDING");
    expect(DEFAULT_ORDER_NOTES).toBe("Pedido Online");
  });

  it("open states are PAID, PREPARATION and DISPATCHED; no order is not open", () => {
    expect(OPEN_ORDER_STATES).toEqual(["PAID", "PREPARATION", "DISPATCHED"]);
    expect(isOpenOrder(null)).toBe(false);
    expect(isOpenOrderState(undefined)).toBe(false);
  });

  it("unfinished orders, the ones the home follows: PAID, PREPARATION, DISPATCHED and ERROR", () => {
    const unfinished = ORDER_STATES.filter((state) => isUnfinishedOrderState(state));
    expect(unfinished).toEqual(["PAID", "PREPARATION", "DISPATCHED", "ERROR"]);
    const history = (state: (typeof ORDER_STATES)[number]) => ({ OrderStateHistory: [{ to_state: "PENDING" as const, created_at: "2025-05-10T20:00:00Z" }, { to_state: state, created_at: "2025-05-10T20:01:00Z" }] });
    for (const state of ORDER_STATES) expect(isUnfinishedOrder(history(state))).toBe(unfinished.includes(state));
    expect(isUnfinishedOrder(undefined)).toBe(false);
  });
});
