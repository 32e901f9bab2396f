import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleOrder } from "../../test-support/fixtures";
import { type TicketOrder, orderTicketLines, orderTicketText } from "./order-ticket";
import type { TicketItemSource } from "./ticket-items";

const row = (cart_index: number, item_group: number, quantity: number, name: string, extra: Partial<TicketItemSource> = {}): TicketItemSource => ({
  cart_index,
  item_group,
  quantity,
  item_id_parent: null,
  item_notes: null,
  product: { name },
  ProductAdditional: null,
  ...extra,
});
const additional = (cart_index: number, item_group: number, name: string): TicketItemSource => ({
  cart_index,
  item_group,
  quantity: 1,
  item_id_parent: 1,
  item_notes: null,
  product: { name: "Pizza" },
  ProductAdditional: { name },
});

/** A half-and-half pizza with a crust and a note, a whole pizza, a pizza in thirds and two drinks. */
const items: TicketItemSource[] = [
  row(0, 1, 0.5, "Calabresa", { item_notes: "sem cebola" }),
  additional(0, 1, "Massa Tradicional"),
  additional(0, 1, "Borda Catupiry"),
  row(1, 1, 0.5, "Margherita"),
  row(2, 2, 1, "Portuguesa"),
  additional(2, 2, "Massa Fina e Crocante"),
  row(3, 3, 0.333, "Quatro Queijos"),
  row(4, 3, 0.333, "Frango com Catupiry"),
  row(5, 3, 0.334, "Atum"),
  row(6, 4, 2, "Guaraná Antarctica 2 L"),
];

const order: TicketOrder = {
  ...sampleOrder,
  external_id: 1042,
  created_at: "2026-11-20T23:30:00.000Z",
  scheduled_time: "2026-11-21T00:15:00.000Z",
  amount: 189.8,
  delivery_fee: 7.5,
  order_notes: "Interfone quebrado, ligar ao chegar",
  OrderItem: items,
  OrderPayment: [{ payment_method: "bank_transfer", status: "approved" }],
  Client: { name: "Maria Oliveira Santos", phone: "11987654321" },
  address: {
    address: "Rua Girassol",
    number: "350",
    address_info: "Apto 12",
    neighborhood: "Vila Madalena",
    postal_code: "05433001",
    address_notes: "Em frente à Praça Aprendiz das Letras",
  },
};

const after = (lines: readonly string[], header: string) => lines.slice(lines.indexOf(header) + 1);

describe("orderTicketLines", () => {
  it("starts with the order number, the local date and time, and how and when it leaves", () => {
    for (const template of ["kitchen", "delivery"] as const) {
      const lines = orderTicketLines(order, template, 48);
      // 23:30 UTC on the 20th is 20:30 in São Paulo; the expected time 21:15.
      expect(lines.slice(0, 3)).toEqual(["PEDIDO #1042", "20/11/2026 20:30", "ENTREGA 21:15"]);
    }
    expect(orderTicketLines({ ...order, is_delivery: false }, "kitchen", 32)[2]).toBe("RETIRADA 21:15");
    expect(orderTicketLines({ ...order, is_scheduled: true }, "kitchen", 32)[2]).toBe("AGENDADO 21:15");
    expect(orderTicketLines({ ...order, is_scheduled: true, scheduled_time: "2026-11-22T22:00:00.000Z" }, "kitchen", 32)[2]).toBe("AGENDADO 22/11/2026 19:00");
    expect(orderTicketLines({ ...order, scheduled_time: null }, "kitchen", 32)[2]).toBe("ENTREGA");
  });

  it("puts a pizza's fractions directly under it, then its additionals and note", () => {
    const lines = orderTicketLines(order, "kitchen", 48);
    expect(after(lines, "1x Pizza 2 sabores").slice(0, 5)).toEqual(["   1/2 Calabresa", "   1/2 Margherita", "   + Massa Tradicional", "   + Borda Catupiry", "   Obs: sem cebola"]);
    expect(after(lines, "1x Portuguesa")[0]).toBe("   + Massa Fina e Crocante");
    expect(after(lines, "1x Pizza 3 sabores").slice(0, 3)).toEqual(["   1/3 Quatro Queijos", "   1/3 Frango com Catupiry", "   1/3 Atum"]);
    expect(lines).toContain("2x Guaraná Antarctica 2 L");
    expect(lines).toContain("Obs. do pedido: Interfone quebrado, ligar ao");
  });

  it("prints no price on the kitchen ticket, nor the client's data", () => {
    const text = orderTicketText(order, "kitchen", 48);
    expect(text).not.toContain("R$");
    expect(text).not.toContain("Maria");
    expect(text).not.toContain("Rua Girassol");
  });

  it("adds the client, the address with its reference, the totals and the payment on the delivery ticket", () => {
    const lines = orderTicketLines(order, "delivery", 48);
    expect(lines).toContain("Cliente: Maria Oliveira Santos");
    expect(lines).toContain("Telefone: (11)98765-4321");
    expect(lines).toContain("Endereço: Rua Girassol, 350, Apto 12");
    expect(lines).toContain("   Vila Madalena - CEP 05433-001");
    // 49 characters: wrapped on a word, the rest indented.
    expect(after(lines, "   Vila Madalena - CEP 05433-001").slice(0, 2)).toEqual(["Referência: Em frente à Praça Aprendiz das", "   Letras"]);
    const money = (text: string) => text.replace(/\u00a0/g, " ");
    expect(lines.map(money)).toContain(`Subtotal${" ".repeat(48 - 8 - 9)}R$ 189,80`);
    expect(lines.map(money)).toContain(`Taxa de entrega${" ".repeat(48 - 15 - 7)}R$ 7,50`);
    expect(lines.map(money)).toContain(`TOTAL${" ".repeat(48 - 5 - 9)}R$ 197,30`);
    expect(lines.at(-1)).toBe("Pix - pago");
    expect(orderTicketLines({ ...order, is_delivery: false }, "delivery", 32)).toContain("Retirada no balcão");
  });

  it("prints the discount line between the fee and the total, which is net of it (growth.md section 1)", () => {
    const money = (text: string) => text.replace(/\u00a0/g, " ");
    const lines = orderTicketLines({ ...order, discount: 18.98, coupon_code: "PRIMEIRA10" }, "delivery", 48).map(money);
    const fee = lines.findIndex((line) => line.startsWith("Taxa de entrega"));
    expect(lines[fee + 1]).toBe(`Desconto (PRIMEIRA10)${" ".repeat(48 - 21 - 9)}-R$ 18,98`);
    expect(lines[fee + 2]).toBe(`TOTAL${" ".repeat(48 - 5 - 9)}R$ 178,32`);
    expect(orderTicketLines({ ...order, discount: 0, coupon_code: null }, "delivery", 48).some((line) => line.startsWith("Desconto"))).toBe(false);
    expect(orderTicketText({ ...order, discount: 18.98, coupon_code: "PRIMEIRA10" }, "kitchen", 32)).not.toContain("Desconto");
  });

  it("names an anonymised client without a phone line, and its emptied address keeps only the neighbourhood", () => {
    const removed = { ...order, Client: { name: "Cliente removido", phone: null }, address: { address: "", number: "", address_info: null, neighborhood: "Vila Madalena", postal_code: "", address_notes: null } };
    const lines = orderTicketLines(removed, "delivery", 48);
    expect(lines).toContain("Cliente: Cliente removido");
    expect(lines.some((line) => line.startsWith("Telefone:"))).toBe(false);
    expect(lines).toContain("   Vila Madalena");
    expect(lines.some((line) => line.includes("CEP"))).toBe(false);
  });

  it("keeps every line within the width for both widths, whatever the names, notes and address", () => {
    const text = fc.string({ minLength: 0, maxLength: 140 });
    const longName = fc.oneof(fc.string({ minLength: 1, maxLength: 120 }), fc.array(fc.constantFrom("Pizza", "Calabresa", "Acebolada", "com", "Catupiry", "Especialíssima"), { minLength: 1, maxLength: 30 }).map((w) => w.join(" ")));
    fc.assert(
      fc.property(longName, longName, text, text, text, fc.constantFrom(48 as const, 32 as const), fc.constantFrom("kitchen" as const, "delivery" as const), (flavour, client, note, street, reference, width, template) => {
        const random: TicketOrder = {
          ...order,
          order_notes: note,
          OrderItem: [row(0, 1, 0.5, flavour, { item_notes: note }), additional(0, 1, flavour), row(1, 1, 0.5, flavour), row(2, 2, 3, flavour)],
          Client: { name: client, phone: "11987654321" },
          address: { ...order.address!, address: street, address_notes: reference, address_info: note },
        };
        const lines = orderTicketLines(random, template, width);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
        // The halves stay directly under their pizza.
        const pizza = lines.indexOf("1x Pizza 2 sabores");
        expect(lines[pizza + 1]?.startsWith("   1/2")).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the ticket's payment", () => {
  it("reads the approved payment first, and the delivery ticket prints the troco on the order's total", () => {
    const cash: TicketOrder = { ...order, OrderPayment: [{ payment_method: "cash", status: "approved", change_for: 200 }] };
    expect(orderTicketLines(cash, "delivery", 48).at(-1)?.replace(/\u00a0/g, " ")).toBe("Dinheiro - troco para R$ 200,00 (levar R$ 2,70)");
    const retried: TicketOrder = { ...order, OrderPayment: [{ payment_method: "credit_card", status: "rejected" }, { payment_method: "bank_transfer", status: "approved" }] };
    expect(orderTicketLines(retried, "delivery", 32).at(-1)).toBe("Pix - pago");
  });
});
