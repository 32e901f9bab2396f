import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { orderCreateBodySchema, orderItemInputSchema } from "./index";

const pizza = { cart_index: 0, item_id: 10, item_id_parent: null, item_group: 1, product_id: 10, quantity: 0.5, item_notes: null };
const dough = { cart_index: 0, item_id: 3, item_id_parent: 10, item_group: 1, product_id: 10, quantity: 1, item_notes: null };
const address = { address: "Avenida Paulista", alias: "Casa", is_default: true, neighborhood: "Bela Vista", number: "1578", postal_code: "01310-100", address_info: null, address_notes: null };

describe("order creation body (architecture section 5)", () => {
  it("parses the flat items list and fills the defaults", () => {
    const body = parseOk(orderCreateBodySchema, { items: [pizza, dough], address, is_delivery: true });
    expect(body.order_notes).toBe("Pedido Online");
    expect(body.cart).toEqual([]);
    expect(body.items).toEqual([pizza, dough]);
    expect(body.address?.postal_code).toBe("01310100");
  });

  it.each([undefined, null, "", "   "])("order_notes %j defaults to 'Pedido Online'", (order_notes) => {
    expect(parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: false, order_notes }).order_notes).toBe("Pedido Online");
  });

  it("keeps a given note", () => {
    expect(parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: false, order_notes: "Sem cebola" }).order_notes).toBe("Sem cebola");
  });

  it("needs at least one item", () => {
    expect(fieldMessages(orderCreateBodySchema, { items: [], is_delivery: false }, "items")).toEqual(["Seu carrinho está vazio"]);
  });

  it("needs an address for delivery, not for pickup", () => {
    expect(fieldMessages(orderCreateBodySchema, { items: [pizza], is_delivery: true }, "address")).toEqual(["Selecione um endereço para entrega."]);
    expect(orderCreateBodySchema.safeParse({ items: [pizza], is_delivery: false }).success).toBe(true);
  });

  it.each([
    { address: "", alias: null, is_default: false, neighborhood: null, number: "", postal_code: "", address_info: null, address_notes: null },
    { address: "Rua sem número" },
    "not even an object",
  ])("ignores whatever address a pickup order carries (%j)", (pickupAddress) => {
    const body = parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: false, address: pickupAddress });
    expect(body.address).toBeUndefined();
    expect(fieldMessages(orderCreateBodySchema, { items: [pizza], is_delivery: true, address: { ...address, address: "" } }, "address")).toEqual(["Logradouro é obrigatório"]);
  });

  it("drops the address only when the order says pickup; anything but an object is refused", () => {
    expect(fieldMessages(orderCreateBodySchema, { items: [pizza], address: { address: "" } }, "address")).not.toEqual([]);
    expect(parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: true, address }).address).toMatchObject({ address: "Avenida Paulista", is_default: true });
    const { is_default: _default, ...notDefault } = address;
    expect(parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: true, address: notDefault }).address?.is_default).toBe(false);
    for (const body of [null, undefined, [pizza], "pedido"]) expect(orderCreateBodySchema.safeParse(body).success).toBe(false);
  });

  it("bounds the texts: notes of 500 characters, a slot of 64", () => {
    const long = "x".repeat(501);
    expect(fieldMessages(orderCreateBodySchema, { items: [pizza], is_delivery: false, order_notes: long }, "order_notes")).not.toEqual([]);
    expect(fieldMessages(orderItemInputSchema, { ...pizza, item_notes: long }, "item_notes")).not.toEqual([]);
    expect(parseOk(orderItemInputSchema, { ...pizza, item_notes: long.slice(1) }).item_notes).toHaveLength(500);
    expect(fieldMessages(orderCreateBodySchema, { items: [pizza], is_delivery: false, scheduled_for: "x".repeat(65) }, "scheduled_for")).not.toEqual([]);
    expect(parseOk(orderCreateBodySchema, { items: [pizza], is_delivery: false, scheduled_for: "2026-11-24T21:00:00.000Z" }).scheduled_for).toBe("2026-11-24T21:00:00.000Z");
  });

  it.each([
    [{ quantity: 0 }, "quantity"],
    [{ quantity: -1 }, "quantity"],
    [{ item_id: 0 }, "item_id"],
    [{ item_group: 1.5 }, "item_group"],
    [{ cart_index: -1 }, "cart_index"],
  ])("rejects item %j", (patch, field) => {
    expect(fieldMessages(orderItemInputSchema, { ...pizza, ...patch }, field)).not.toEqual([]);
  });

  it("item_notes: empty becomes null", () => {
    expect(parseOk(orderItemInputSchema, { ...pizza, item_notes: "" }).item_notes).toBeNull();
    expect(parseOk(orderItemInputSchema, { ...pizza, item_notes: undefined }).item_notes).toBeNull();
  });
});
