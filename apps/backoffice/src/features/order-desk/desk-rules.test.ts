import { sampleOrder } from "@forno/domain/fixtures";
import { type OrderItem } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { itemSummary } from "./item-summary";
import { ticketPageRules, ticketParams } from "./ticket-params";
import { waitLevel, waitText } from "./wait-time";

const item = (fields: Partial<OrderItem>): OrderItem => ({ ...structuredClone(sampleOrder.OrderItem[0]!), ...fields });

describe("the desk's small rules", () => {
  it("summarises items in one line, halves of one pizza together", () => {
    const items = [
      item({ id: 1, cart_index: 0, item_group: 1, quantity: 0.5, product: { name: "Calabresa" } }),
      item({ id: 2, cart_index: 1, item_group: 1, quantity: 0.5, product: { name: "Margherita" } }),
      item({ id: 3, cart_index: 1, item_group: 1, item_id_parent: 10, quantity: 1, product: { name: "Margherita" }, ProductAdditional: { name: "Borda", category: "Borda" } }),
      item({ id: 4, cart_index: 2, item_group: 2, quantity: 2, product: { name: "Guaraná" } }),
    ];
    expect(itemSummary(items)).toBe("1/2 Calabresa + 1/2 Margherita · 2x Guaraná");
  });

  it("turns the timer amber and red at the settings' thresholds", () => {
    const thresholds = { late_after_minutes: 10, very_late_after_minutes: 20 };
    expect(waitLevel(9 * 60_000, thresholds)).toBe("on-time");
    expect(waitLevel(10 * 60_000, thresholds)).toBe("late");
    expect(waitLevel(20 * 60_000, thresholds)).toBe("very-late");
    expect(waitText(4 * 60_000)).toBe("4 min");
    expect(waitText(65 * 60_000)).toBe("1 h 05 min");
  });

  it("reads the print view's query: the kitchen ticket by default, the store's paper when no width is given", () => {
    expect(ticketParams(new URLSearchParams("template=kitchen,delivery&width=32&autoprint=1"))).toEqual({ templates: ["kitchen", "delivery"], width: 32, autoPrint: true });
    expect(ticketParams(new URLSearchParams("template=menu&width=80"))).toEqual({ templates: ["kitchen"], width: null, autoPrint: false });
    expect(ticketParams(new URLSearchParams("template=kitchen&width=48")).width).toBe(48);
    expect(ticketParams(new URLSearchParams("template=kitchen")).width).toBeNull();
  });

  it("sizes each ticket's page to the paper's width and the ticket's lines, never with the invalid 'auto' height", () => {
    const short = "PEDIDO #1\n1x Guaraná\n";
    const long = Array.from({ length: 40 }, (_, index) => `linha ${index}`).join("\n");
    const rules = ticketPageRules(48, [
      { name: "kitchen", text: short },
      { name: "delivery", text: long },
    ]);
    const size = (page: string) => Number(new RegExp(`@page ${page}\\{ size: 80mm (\\d+)mm; margin: 0; \\}`).exec(rules)?.[1]);
    // 48 columns on 80 mm: 74 mm / 28.8 = 2.57 mm a character, 3.21 mm a line; 4 mm of padding, 1 mm to spare.
    expect(size("ticket-kitchen ")).toBe(Math.ceil(4 + 2 * 3.2118) + 1);
    expect(size("ticket-delivery ")).toBe(Math.ceil(4 + 40 * 3.2118) + 1);
    expect(size("")).toBe(size("ticket-delivery "));
    expect(rules).toContain('[data-page="delivery"] { page: ticket-delivery; }');
    expect(ticketPageRules(32, [{ name: "kitchen", text: undefined }])).toContain("@page { size: 58mm 297mm; margin: 0; }");
  });
});
