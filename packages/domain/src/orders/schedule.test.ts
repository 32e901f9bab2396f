import { describe, expect, it } from "vitest";
import type { OrderState } from "./index";
import { isPaidTooLong, paidTooLongMessage, scheduledTimeFor, scheduledTimeText, showsScheduledTime } from "./index";
import { ORDER_STATES } from "./order-states";

const paidAt = "2025-05-10T20:00:00.000Z";
const paidHistory = [
  { to_state: "PENDING" as const, created_at: "2025-05-10T19:58:00.000Z" },
  { to_state: "PAID" as const, created_at: paidAt },
];

describe("scheduled time", () => {
  it.each(ORDER_STATES.map((state) => [state, state === "PREPARATION" || state === "DISPATCHED"] as const))("%s shows it: %s", (state, shown) => {
    expect(showsScheduledTime(state)).toBe(shown);
    const order = { scheduled_time: "2025-05-10T20:50:00.000Z", OrderStateHistory: [{ to_state: state as OrderState, created_at: paidAt }] };
    expect(scheduledTimeText(order)).toBe(shown ? "Horário previsto para entrega/retirada: 17:50" : null);
  });

  it("is hidden while scheduled_time is not set", () => {
    expect(scheduledTimeText({ scheduled_time: null, OrderStateHistory: [{ to_state: "PREPARATION", created_at: paidAt }] })).toBeNull();
  });

  it("is the paid time plus the store's default delivery time", () => {
    expect(scheduledTimeFor(paidAt, 50).toISOString()).toBe("2025-05-10T20:50:00.000Z");
  });
});

describe("PAID for more than 5 minutes", () => {
  it.each([
    ["2025-05-10T20:00:00.000Z", false],
    ["2025-05-10T20:05:00.000Z", false],
    ["2025-05-10T20:05:00.001Z", true],
    ["2025-05-10T21:00:00.000Z", true],
  ])("at %s: %s", (now, warned) => {
    expect(isPaidTooLong(paidHistory, new Date(now))).toBe(warned);
    expect(isPaidTooLong(paidHistory, Date.parse(now))).toBe(warned);
  });

  it("only while the current state is PAID", () => {
    const later = new Date("2025-05-10T22:00:00.000Z");
    expect(isPaidTooLong([...paidHistory, { to_state: "PREPARATION", created_at: "2025-05-10T20:01:00.000Z" }], later)).toBe(false);
    expect(isPaidTooLong(paidHistory.slice(0, 1), later)).toBe(false);
    expect(isPaidTooLong([], later)).toBe(false);
  });

  it("counts from the latest time the order became PAID", () => {
    const again = [...paidHistory, { to_state: "ERROR" as const, created_at: "2025-05-10T20:10:00.000Z" }, { to_state: "PAID" as const, created_at: "2025-05-10T20:20:00.000Z" }];
    expect(isPaidTooLong(again, new Date("2025-05-10T20:24:00.000Z"))).toBe(false);
    expect(isPaidTooLong(again, new Date("2025-05-10T20:26:00.000Z"))).toBe(true);
  });

  it("asks the customer to call the store", () => {
    expect(paidTooLongMessage("(11)3333-4444")).toBe("Houve um problema ao enviar seu pedido para a loja. Por favor, ligue para (11)3333-4444.");
  });
});
