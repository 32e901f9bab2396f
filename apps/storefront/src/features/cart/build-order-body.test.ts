import type { Address } from "@forno/domain/schemas";
import { orderCreateBodySchema } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { buildOrderBody } from "./build-order-body";

const bacon = { additional_id: 5, ProductAdditional: { id: 5, group: "Pizzas Individuais", category: "Adicionais", name: "Bacon (individual)", amount: 4 } };
const dough = { additional_id: 1, ProductAdditional: { id: 1, group: "Pizzas Grandes", category: "Tipo de Massa", name: "Massa tradicional", amount: 0 } };
const home: Address = {
  id: 3,
  alias: "Casa",
  number: "120",
  address_info: "Apto 42",
  address_notes: "Portão azul",
  postal_code: "05433010",
  is_default: true,
  neighborhood: null,
  Cep: { street: "Rua Aspicuelta", neighborhood: "Vila Madalena", city: "São Paulo", state: "SP", amount: 5 },
};

describe("buildOrderBody", () => {
  const cart = [line("Margherita", 0.5, { additionals: [dough, bacon], note: " sem cebola " }), line("Calabresa", 0.5), line("Guaraná 2L", 2)];

  it("flattens each line into its product row and one row per additional, sharing the pizza's group", () => {
    const body = buildOrderBody(cart, "entrega", home);
    expect(body.items).toEqual([
      { cart_index: 0, item_id: 1, item_id_parent: null, item_group: 1, product_id: 1, quantity: 0.5, item_notes: "sem cebola" },
      { cart_index: 0, item_id: 1, item_id_parent: 1, item_group: 1, product_id: 1, quantity: 1, item_notes: null },
      { cart_index: 0, item_id: 5, item_id_parent: 1, item_group: 1, product_id: 1, quantity: 1, item_notes: null },
      { cart_index: 1, item_id: 2, item_id_parent: null, item_group: 1, product_id: 2, quantity: 0.5, item_notes: null },
      { cart_index: 2, item_id: 5, item_id_parent: null, item_group: 2, product_id: 5, quantity: 2, item_notes: null },
    ]);
    expect(body.cart).toEqual(cart);
    expect(body.order_notes).toBe("Pedido Online");
  });

  it("carries the delivery address (street from its Cep) for entrega", () => {
    const body = buildOrderBody(cart, "entrega", home);
    expect(body.is_delivery).toBe(true);
    expect(body.address).toEqual({
      id: 3,
      address: "Rua Aspicuelta",
      alias: "Casa",
      is_default: true,
      neighborhood: "Vila Madalena",
      number: "120",
      postal_code: "05433010",
      address_info: "Apto 42",
      address_notes: "Portão azul",
    });
    expect(orderCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends no address for pickup (the server uses the store's, alias 'Retirada')", () => {
    const body = buildOrderBody(cart, "retirada", home);
    expect(body.is_delivery).toBe(false);
    expect(body.address).toBeNull();
    expect(orderCreateBodySchema.safeParse(body).success).toBe(true);
  });
});
