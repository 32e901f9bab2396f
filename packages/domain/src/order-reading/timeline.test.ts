import { describe, expect, it } from "vitest";
import type { OrderState, StateEntry } from "../orders/index";
import { currentState } from "../orders/index";
import { buildTimeline, followsLiveUpdates, showsTimeline } from "./index";

// 20:00Z is 17:00 in São Paulo (UTC-3, no daylight saving since 2019).
function history(...steps: [OrderState, string][]): StateEntry[] {
  return steps.map(([to_state, hhmm]) => ({ to_state, created_at: `2025-05-10T${hhmm}:00.000Z` }));
}

const view = (entries: StateEntry[]) => buildTimeline(entries).map((step) => `${step.state}${step.reached ? "@" + step.time : ""}`);

describe("current state", () => {
  it("is the last history entry", () => {
    expect(currentState(history(["PENDING", "20:00"], ["PAID", "20:01"]))).toBe("PAID");
    expect(currentState([])).toBeUndefined();
  });
});

describe("timeline (seed 000 section 4)", () => {
  it.each([
    [[["PENDING", "20:00"]], ["PENDING@17:00", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"]],
    [[["PENDING", "20:00"], ["PAID", "20:02"], ["PREPARATION", "20:10"]], ["PENDING@17:00", "PAID@17:02", "PREPARATION@17:10", "DISPATCHED", "DELIVERED"]],
    [
      [["PENDING", "20:00"], ["PAID", "20:02"], ["PREPARATION", "20:10"], ["DISPATCHED", "20:40"], ["DELIVERED", "21:05"]],
      ["PENDING@17:00", "PAID@17:02", "PREPARATION@17:10", "DISPATCHED@17:40", "DELIVERED@18:05"],
    ],
    [[["PENDING", "20:00"], ["PAID", "20:02"], ["ERROR", "20:30"]], ["PENDING@17:00", "PAID@17:02", "ERROR@17:30"]],
    [[["PENDING", "20:00"], ["ERROR", "20:01"]], ["PENDING@17:00", "ERROR@17:01"]],
    [[["PENDING", "20:00"], ["ERROR", "20:01"], ["PAID", "20:05"]], ["PENDING@17:00", "PAID@17:05", "PREPARATION", "DISPATCHED", "DELIVERED"]],
    [[["PENDING", "20:00"], ["PAID", "20:01"], ["ERROR", "20:02"], ["PAID", "20:09"], ["ERROR", "20:20"]], ["PENDING@17:00", "PAID@17:09", "ERROR@17:20"]],
  ] as [[OrderState, string][], string[]][])("%j -> %j", (steps, expected) => {
    expect(view(history(...steps))).toEqual(expected);
  });

  it("labels each step", () => {
    expect(buildTimeline([]).map((step) => step.label)).toEqual(["Aguardando Pagamento", "Pedido Pago", "Em Preparo", "Saiu para Entrega", "Entregue"]);
    expect(buildTimeline(history(["PENDING", "20:00"], ["ERROR", "20:01"])).at(-1)).toEqual({ state: "ERROR", label: "Erro", reached: true, time: "17:01" });
  });

  it("shows times in São Paulo across midnight UTC", () => {
    expect(buildTimeline([{ to_state: "PENDING", created_at: "2025-05-11T01:15:00Z" }])[0]?.time).toBe("22:15");
    expect(buildTimeline([{ to_state: "PENDING", created_at: new Date("2025-05-11T02:59:00Z") }])[0]?.time).toBe("23:59");
  });

  it.each([
    ["PENDING", true],
    ["PAID", true],
    ["DISPATCHED", true],
    ["CANCELLED_STORE", true],
    ["ERROR", true],
    ["DELIVERED", false],
  ] as const)("timeline and live updates for %s: %s", (state, shown) => {
    const entries = history(["PENDING", "20:00"], [state, "20:05"]);
    expect(showsTimeline(entries)).toBe(shown);
    expect(followsLiveUpdates(entries)).toBe(shown);
  });
});
