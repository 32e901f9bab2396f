import fc from "fast-check";
import { centavosToReais } from "@forno/domain/pricing";
import { cartTotalByRule } from "@forno/domain/pricing-rules";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  orderBody,
  patchSetting,
  postOrder,
} from "../../../test/support";

let t: TestApp;
let staff: string;
let ana: NewClient;
let catalogue: TestCatalogue;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  ana = await createClient(t.app, { name: "Ana dos Sabores" });
  catalogue = await loadCatalogue(t.app);
});
afterAll(async () => {
  await t.close();
});

const setting = async (key: string, value: string) => expect((await patchSetting(t.app, staff, key, value)).statusCode).toBe(200);

// Active large pizzas (fractionable, thirds allowed) of every subgroup, at different prices.
const LARGE = ["PG-MARGHERITA", "PG-MUSSARELA", "PG-CALABRESA", "PG-QUATRO-QUEIJOS", "PG-PARMA-RUCULA", "PG-CAMARAO", "PG-PRESTIGIO", "PG-BANANA-CANELA"];
const DOUGHS = ["AD-PG-MASSA-TRAD", "AD-PG-MASSA-FINA", "AD-PG-MASSA-INTEGRAL"];

/** One pizza: whole, two halves or three thirds (the dough on its first fraction), or a drink. */
const pizza = fc.oneof(
  fc.record({ flavours: fc.array(fc.constantFrom(...LARGE), { minLength: 1, maxLength: 3 }), dough: fc.constantFrom(...DOUGHS) }).map(({ flavours, dough }): CartPick[] => {
    const shares = flavours.length === 1 ? [1] : flavours.length === 2 ? [0.5, 0.5] : [0.333, 0.333, 0.334];
    return flavours.map((product, index) => ({ product, quantity: shares[index]!, ...(index === 0 ? { additionals: [dough] } : {}) }));
  }),
  fc.constantFrom("BB-COLA-LATA", "SB-PUDIM").map((product): CartPick[] => [{ product, quantity: 1 }]),
);

describe("half-and-half pricing rules: the server and the cart agree", () => {
  it.each(["proportional", "highest"] as const)("prices random carts at the domain's cart total under %s", async (rule) => {
    await setting("operation.fraction_pricing", rule);
    await fc.assert(
      fc.asyncProperty(fc.array(pizza, { minLength: 1, maxLength: 3 }), async (pizzas) => {
        const body = orderBody(catalogue, pizzas.flat());
        const response = await postOrder(t.app, ana.token, body);
        expect(response.statusCode, response.body).toBe(201);
        expect(orderSchema.parse(response.json()).amount).toBe(centavosToReais(cartTotalByRule(rule, body.cart)));
      }),
      { numRuns: 12, seed: 1606 },
    );
  });

  it("charges a half-and-half its dearest flavour under highest", async () => {
    await setting("operation.fraction_pricing", "highest");
    const body = orderBody(catalogue, [
      { product: "PG-MUSSARELA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
      { product: "PG-CAMARAO", quantity: 0.5 },
    ]);
    expect((await postOrder(t.app, ana.token, body)).json().amount).toBe(89.9);
    await setting("operation.fraction_pricing", "proportional");
    expect((await postOrder(t.app, ana.token, body)).json().amount).toBe(71.4);
  });
});

describe("minimum order and one subgroup per pizza", () => {
  it("refuses a subtotal below the minimum with the store's figure, the delivery fee not counted", async () => {
    await setting("operation.min_order_amount", "30");
    const drinks = orderBody(catalogue, [{ product: "BB-COLA-LATA", quantity: 2 }]);
    const refused = await postOrder(t.app, ana.token, drinks);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("O pedido mínimo é de R$ 30,00.");
    const enough = await postOrder(t.app, ana.token, orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]));
    expect(enough.statusCode).toBe(201);
    await setting("operation.min_order_amount", "0");
    expect((await postOrder(t.app, ana.token, drinks)).statusCode).toBe(201);
  });

  it("refuses a savoury and sweet half-and-half only when fractions_same_subgroup is on", async () => {
    const mixed = orderBody(catalogue, [
      { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
      { product: "PG-PRESTIGIO", quantity: 0.5 },
    ]);
    expect((await postOrder(t.app, ana.token, mixed)).statusCode).toBe(201);
    await setting("operation.fractions_same_subgroup", "true");
    const refused = await postOrder(t.app, ana.token, mixed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "As frações de uma pizza devem ser do mesmo tipo: Calabresa (Tradicionais) e Prestígio (Doces) não podem ficar na mesma pizza.",
    );
    const sameSubgroup = orderBody(catalogue, [
      { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
      { product: "PG-MUSSARELA", quantity: 0.5 },
    ]);
    expect((await postOrder(t.app, ana.token, sameSubgroup)).statusCode).toBe(201);
    await setting("operation.fractions_same_subgroup", "false");
  });
});
