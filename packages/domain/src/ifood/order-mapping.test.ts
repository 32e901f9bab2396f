import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderSums } from "../order-reading/order-sums";
import { toThousandths } from "../fractions/fraction-values";
import { linePriceCentavos } from "../pricing/line-price";
import { type IfoodOrder, ifoodOrderSchema } from "./merchant-api";
import { mapIfoodOrder } from "./order-mapping";
import type { IfoodCatalogue } from "./order-lines";

const catalogue: IfoodCatalogue = {
  products: new Map([
    ["CAL", { id: 11, fractionable: true }],
    ["MAR", { id: 12, fractionable: true }],
    ["POR", { id: 13, fractionable: true }],
    ["COCA", { id: 20, fractionable: false }],
  ]),
  additionals: new Map([["BORDA", { id: 31 }]]),
};

const cents = (reais: number) => Math.round(reais * 100);
const reais = (centavos: number) => centavos / 100;

/** An iFood order as its documents describe it: line prices multiplied out, totals summed, payments covering the amount. */
const optionArb = fc.record({
  code: fc.constantFrom("CAL", "MAR", "POR", "BORDA", "COCA", "XYZ", null),
  quantity: fc.integer({ min: 1, max: 3 }),
  unit: fc.integer({ min: 0, max: 6_000 }),
  /** iFood counts an option for the whole line: usually per unit of the item, sometimes once for the lot. */
  perUnit: fc.boolean(),
});
const itemArb = fc.record({
  code: fc.constantFrom("COCA", "CAL", "PIZZA-G", null),
  quantity: fc.integer({ min: 1, max: 4 }),
  unit: fc.integer({ min: 0, max: 9_000 }),
  options: fc.array(optionArb, { maxLength: 4 }),
});
const orderArb = fc
  .record({
    items: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
    fee: fc.integer({ min: 0, max: 1_500 }),
    extraFee: fc.integer({ min: 0, max: 300 }),
    benefits: fc.array(fc.record({ ifood: fc.integer({ min: 0, max: 1_500 }), store: fc.integer({ min: 0, max: 1_500 }) }), { maxLength: 2 }),
    cashShare: fc.double({ min: 0, max: 1, noNaN: true }),
    offline: fc.constantFrom("CASH", "CREDIT", null),
    delivery: fc.boolean(),
  })
  .map((drawn): IfoodOrder => {
    const items = drawn.items.map((item, index) => {
      const count = (option: (typeof item.options)[number]) => option.quantity * (option.perUnit ? item.quantity : 1);
      const options = item.options.map((option, at) => ({
        name: `Opção ${index}.${at}`,
        externalCode: option.code,
        quantity: count(option),
        unitPrice: reais(option.unit),
        price: reais(option.unit * count(option)),
      }));
      const optionsCentavos = item.options.reduce((sum, option) => sum + option.unit * count(option), 0);
      const own = item.unit * item.quantity;
      return {
        name: `Item ${index}`,
        externalCode: item.code,
        quantity: item.quantity,
        unitPrice: reais(item.unit),
        price: reais(own),
        optionsPrice: reais(optionsCentavos),
        totalPrice: reais(own + optionsCentavos),
        options,
      };
    });
    const subtotal = items.reduce((sum, item) => sum + cents(item.totalPrice), 0);
    const benefitCentavos = Math.min(
      drawn.benefits.reduce((sum, benefit) => sum + benefit.ifood + benefit.store, 0),
      subtotal + drawn.fee + drawn.extraFee,
    );
    const amount = subtotal + drawn.fee + drawn.extraFee - benefitCentavos;
    const offline = drawn.offline === null ? 0 : Math.floor(amount * drawn.cashShare);
    return {
      id: "b1c8e2f0-0000-4000-8000-000000000001",
      displayId: "0001",
      orderType: drawn.delivery ? "DELIVERY" : "TAKEOUT",
      orderTiming: "IMMEDIATE",
      createdAt: "2026-11-24T22:00:00.000Z",
      customer: { name: "Ana", phone: { number: "0800 007 0110", localizer: "12345678" } },
      items,
      total: { subTotal: reais(subtotal), deliveryFee: reais(drawn.fee), additionalFees: reais(drawn.extraFee), benefits: reais(benefitCentavos), orderAmount: reais(amount) },
      payments: {
        prepaid: reais(amount - offline),
        pending: reais(offline),
        methods: [
          ...(amount - offline > 0 ? [{ method: "CREDIT", type: "ONLINE", value: reais(amount - offline) }] : []),
          ...(offline > 0 ? [{ method: drawn.offline!, type: "OFFLINE", value: reais(offline), ...(drawn.offline === "CASH" ? { cash: { changeFor: reais(offline + 1_000) } } : {}) }] : []),
        ],
      },
      // The benefits iFood sends add up to total.benefits (the draw was capped above).
      benefits: benefitCentavos === 0 ? [] : [{ value: reais(benefitCentavos), sponsorshipValues: [{ name: "IFOOD", value: reais(benefitCentavos) }] }],
      delivery: drawn.delivery
        ? { deliveryAddress: { streetName: "Rua Augusta", streetNumber: "100", neighborhood: "Consolação", postalCode: "01305-000", complement: "Apto 1", reference: "Portão azul" } }
        : null,
    };
  });

const parse = (order: IfoodOrder) => ifoodOrderSchema.parse(order);

describe("an iFood order as a Forno order (growth.md sections 4 and 6)", () => {
  it("money adds up: items + fee - discount = total = the payments, and the total is iFood's orderAmount", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const mapped = mapIfoodOrder(parse(order), catalogue);
        const rows = mapped.rows.reduce((sum, row) => sum + row.amount, 0);
        expect(rows).toBe(mapped.subtotal);
        expect(mapped.subtotal).toBe(cents(order.total.subTotal));
        expect(mapped.subtotal + mapped.deliveryFee - mapped.discount).toBe(mapped.total);
        expect(mapped.total).toBe(cents(order.total.orderAmount));
        expect(mapped.payments.reduce((sum, payment) => sum + payment.centavos, 0)).toBe(mapped.total);
        // The order's one reading (decision 2800) says the same total.
        const sums = orderSums({ amount: mapped.subtotal / 100, delivery_fee: mapped.deliveryFee / 100, discount: mapped.discount / 100 });
        expect(sums.total).toBe(mapped.total);
      }),
    );
  });

  it("each item's rows add up to its totalPrice; every additional row hangs on a product row; a pizza's flavours make one whole", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const mapped = mapIfoodOrder(parse(order), catalogue);
        const productIndices = new Set(mapped.rows.filter((row) => !row.additional).map((row) => row.cartIndex));
        for (const row of mapped.rows.filter((row) => row.additional)) expect(productIndices.has(row.cartIndex)).toBe(true);
        const groups = new Map<number, number>();
        for (const row of mapped.rows.filter((row) => !row.additional)) groups.set(row.itemGroup, (groups.get(row.itemGroup) ?? 0) + toThousandths(row.quantity));
        for (const thousandths of groups.values()) expect(thousandths % 1000).toBe(0);
        expect(mapped.rows.every((row) => row.amount >= 0 && Number.isInteger(row.amount))).toBe(true);
        // Forno's own pricing of each line (the ticket's, the NFC-e's, OpenDelivery's) gives the rows' amounts back.
        for (const product of mapped.rows.filter((row) => !row.additional)) {
          const additionals = mapped.rows.filter((row) => row.additional && row.cartIndex === product.cartIndex);
          const line = linePriceCentavos(product.quantity, product.unitCentavos, additionals.map((row) => row.unitCentavos));
          expect(line).toBe(product.amount + additionals.reduce((sum, row) => sum + row.amount, 0));
          expect(Number.isInteger(product.unitCentavos) && additionals.every((row) => Number.isInteger(row.unitCentavos))).toBe(true);
        }
      }),
    );
  });

  it("halves: a pizza item with two flavours is two lines of 0.5 of those products, its own price spread over them, the crust on the first", () => {
    const order = parse({
      ...fc.sample(orderArb, 1)[0]!,
      items: [
        {
          name: "Pizza Grande 2 sabores",
          externalCode: "PIZZA-G",
          quantity: 1,
          unitPrice: 10,
          price: 10,
          optionsPrice: 95,
          totalPrice: 105,
          observations: "Sem cebola",
          options: [
            { name: "Calabresa", externalCode: "CAL", quantity: 1, unitPrice: 45, price: 45 },
            { name: "Margherita", externalCode: "MAR", quantity: 1, unitPrice: 40, price: 40 },
            { name: "Borda de catupiry", externalCode: "BORDA", quantity: 1, unitPrice: 10, price: 10 },
          ],
        },
      ],
    });
    const { rows } = mapIfoodOrder(order, catalogue);
    expect(rows.map(({ cartIndex, itemGroup, additional, productId, additionalId, quantity, amount, name, notes }) => ({ cartIndex, itemGroup, additional, productId, additionalId, quantity, amount, name, notes }))).toEqual([
      { cartIndex: 0, itemGroup: 1, additional: false, productId: 11, additionalId: null, quantity: 0.5, amount: 5030, name: "Calabresa", notes: "Sem cebola" },
      { cartIndex: 0, itemGroup: 1, additional: true, productId: null, additionalId: 31, quantity: 1, amount: 1000, name: "Borda de catupiry", notes: null },
      { cartIndex: 1, itemGroup: 1, additional: false, productId: 12, additionalId: null, quantity: 0.5, amount: 4470, name: "Margherita", notes: null },
    ]);
  });

  it("two pizzas of thirds are two groups of 0.333 + 0.333 + 0.334; an item matched by externalCode keeps iFood's name and price; an unknown one keeps its name without a product", () => {
    const base = fc.sample(orderArb, 1)[0]!;
    const flavour = (name: string, externalCode: string) => ({ name, externalCode, quantity: 2, unitPrice: 20, price: 40 });
    const order = parse({
      ...base,
      items: [
        { name: "Pizza 3 sabores", externalCode: null, quantity: 2, unitPrice: 0, totalPrice: 120, options: [flavour("Calabresa", "CAL"), flavour("Margherita", "MAR"), flavour("Portuguesa", "POR")] },
        { name: "Coca-Cola 2L (iFood)", externalCode: "COCA", quantity: 1, unitPrice: 14, totalPrice: 14 },
        { name: "Brownie", externalCode: "NOPE", quantity: 1, unitPrice: 12, totalPrice: 12 },
      ],
    });
    const { rows } = mapIfoodOrder(order, catalogue);
    expect(rows.filter((row) => row.itemGroup <= 2).map((row) => [row.itemGroup, row.quantity, row.productId, row.amount])).toEqual([
      [1, 0.333, 11, 2000],
      [1, 0.333, 12, 2000],
      [1, 0.334, 13, 2000],
      [2, 0.333, 11, 2000],
      [2, 0.333, 12, 2000],
      [2, 0.334, 13, 2000],
    ]);
    expect(rows.slice(6).map((row) => [row.name, row.productId, row.quantity, row.amount])).toEqual([
      ["Coca-Cola 2L (iFood)", 20, 1, 1400],
      ["Brownie", null, 1, 1200],
    ]);
  });

  it("an item whose prices do not divide by its quantity is one line for the lot, so Forno's pricing still gives iFood's price", () => {
    const base = fc.sample(orderArb, 1)[0]!;
    const { rows } = mapIfoodOrder(
      parse({ ...base, items: [{ name: "Esfiha", externalCode: null, quantity: 3, unitPrice: 4, totalPrice: 13, options: [{ name: "Molho extra", externalCode: null, quantity: 1, unitPrice: 1, price: 1 }] }] }),
      catalogue,
    );
    expect(rows.map((row) => [row.name, row.quantity, row.unitCentavos, row.amount])).toEqual([
      ["3x Esfiha", 1, 1200, 1200],
      ["Molho extra", 1, 100, 100],
    ]);
  });

  it("takes the delivery address, or none for takeout; the schedule; the notes; the customer without a Forno client", () => {
    const base = fc.sample(orderArb, 1)[0]!;
    const delivery = mapIfoodOrder(parse({ ...base, orderType: "DELIVERY", extraInfo: " Interfone quebrado ", customer: { name: "Ana", documentNumber: "123.456.789-09", phone: { number: "0800 007 0110", localizer: "12345678" } },
      delivery: { deliveryAddress: { streetName: "Rua Augusta", streetNumber: "100", neighborhood: "Consolação", postalCode: "01305-000", complement: "Apto 1", reference: "Portão azul" } } }), catalogue);
    expect(delivery.isDelivery).toBe(true);
    expect(delivery.address).toEqual({ address: "Rua Augusta", alias: null, number: "100", neighborhood: "Consolação", postal_code: "01305000", address_info: "Apto 1", address_notes: "Portão azul" });
    expect(delivery.notes).toBe("Interfone quebrado");
    expect(delivery.customer).toEqual({ name: "Ana", phone: "0800 007 0110", localizer: "12345678", document: "12345678909" });
    expect(delivery.scheduledFor).toBeNull();

    const takeout = mapIfoodOrder(parse({ ...base, orderType: "TAKEOUT", delivery: null, orderTiming: "SCHEDULED", schedule: { deliveryDateTimeStart: "2026-11-25T21:00:00.000Z" } }), catalogue);
    expect(takeout.isDelivery).toBe(false);
    expect(takeout.address).toBeNull();
    expect(takeout.scheduledFor).toBe("2026-11-25T21:00:00.000Z");
    expect(takeout.notes).toBe("Pedido Online");
  });

  it("payments: prepaid as one iFood payment; cash on delivery with its change; a card on delivery on the machine", () => {
    const base = parse(fc.sample(orderArb, 1)[0]!);
    const order = (methods: Parameters<typeof parse>[0]["payments"]["methods"]) =>
      mapIfoodOrder({ ...base, items: [{ ...base.items[0]!, options: [], quantity: 1, totalPrice: 50 }], total: { ...base.total, deliveryFee: 10, additionalFees: 0 }, benefits: [], payments: { methods } }, catalogue).payments;
    expect(order([{ method: "CREDIT", type: "ONLINE", value: 60 }])).toEqual([{ method: "ifood", centavos: 6000, changeFor: null }]);
    expect(order([{ method: "CASH", type: "OFFLINE", value: 60, cash: { changeFor: 100 } }])).toEqual([{ method: "cash", centavos: 6000, changeFor: 10000 }]);
    expect(order([{ method: "DEBIT", type: "OFFLINE", value: 60 }])).toEqual([{ method: "card_on_delivery", centavos: 6000, changeFor: null }]);
    expect(order([{ method: "MEAL_VOUCHER", type: "ONLINE", value: 20 }, { method: "CASH", type: "OFFLINE", value: 40 }])).toEqual([
      { method: "ifood", centavos: 2000, changeFor: null },
      { method: "cash", centavos: 4000, changeFor: null },
    ]);
  });
});
