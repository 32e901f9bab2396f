import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { orderSums } from "../order-reading/order-sums";
import { centavosToReais, reaisToCentavos } from "../pricing/centavos";
import { type ProductFiscalCodes, NO_FISCAL_CODES } from "./fiscal-codes";
import { nfceCentavos } from "./nfce-money";
import { NFCE_BUILD_MESSAGES, type NfceInput, type NfceNote, type NfceOrder, buildNfceNote } from "./nfce-note";

type Row = NfceOrder["OrderItem"][number] & { id: number };
const pizzaCodes: ProductFiscalCodes = { ncm: "21069090", cfop: "5101", csosn: "102", cest: null, origin: 0 };
const drinkCodes: ProductFiscalCodes = { ncm: "22021000", cfop: "5405", csosn: "500", cest: "0300700", origin: 0 };
const PRODUCTS = new Map([
  [1, { code: "PG-CALABRESA", fiscal: pizzaCodes }],
  [2, { code: "PG-MUSSARELA", fiscal: { ...pizzaCodes, ncm: "19022000" } }],
  [3, { code: "PG-PORTUGUESA", fiscal: pizzaCodes }],
  [4, { code: "BEB-COCA-2L", fiscal: drinkCodes }],
  [5, { code: "SEM-CODIGO", fiscal: NO_FISCAL_CODES }],
]);
const NAMES: Record<number, string> = { 1: "Calabresa", 2: "Mussarela", 3: "Portuguesa", 4: "Coca-Cola 2L", 5: "Esfiha" };

let nextRow = 1;
const product = (cart_index: number, item_group: number, product_id: number, quantity: number, amount: number): Row => ({
  id: nextRow++,
  cart_index,
  item_group,
  item_id_parent: null,
  product_id,
  quantity,
  amount,
  product: { name: NAMES[product_id]! },
  ProductAdditional: null,
});
const additional = (line: Row, name: string, amount: number): Row => ({
  ...line,
  id: nextRow++,
  item_id_parent: line.product_id,
  quantity: 1,
  amount,
  ProductAdditional: { name },
});

const SETTINGS: NfceInput["settings"] = { defaults: { ncm: null, cfop: null, csosn: null }, deliveryPresence: "1" };
const NOW = new Date("2026-01-15T23:31:05.000Z");
const build = (order: NfceOrder, extra: Partial<NfceInput> = {}) => buildNfceNote({ order, products: PRODUCTS, settings: SETTINGS, issuerCnpj: "45271983000139", consumer: null, now: NOW, ...extra });
const noteOf = (order: NfceOrder, extra: Partial<NfceInput> = {}): NfceNote => {
  const built = build(order, extra);
  if (built.note === undefined) throw new Error(built.problems.join("; "));
  return built.note;
};
/** The note's total as SEFAZ adds it: the items' value less discounts plus freight. */
const noteTotal = (note: NfceNote) => note.items.reduce((sum, item) => sum + nfceCentavos(item.valor_bruto) - nfceCentavos(item.valor_desconto) + nfceCentavos(item.valor_frete), 0);

describe("the NFC-e built from an order (growth.md section 3)", () => {
  const whole = product(0, 0, 1, 1, 54.9);
  const border = additional(whole, "Borda de catupiry", 9);
  const halfA = product(1, 1, 2, 0.5, 49.9);
  const halfB = product(2, 1, 1, 0.5, 54.9);
  const thirds = [product(3, 2, 3, 0.333, 59.9), product(4, 2, 2, 0.333, 49.9), product(5, 2, 1, 0.334, 54.9)];
  const drinks = product(6, 3, 4, 2, 12.5);
  const rows = [whole, border, halfA, halfB, ...thirds, drinks];
  // 63.90 + (24.95 + 27.45 = 52.40) + (19.95 + 16.62 + 18.34 = 54.91) + 25.00
  const amount = 196.21;
  const order: NfceOrder = { amount, delivery_fee: 8, discount: 6.5, is_delivery: true, OrderItem: rows, OrderPayment: [{ payment_method: "bank_transfer", status: "approved" }] };

  it("one item per order line, a pizza of halves or thirds one item named by its flavours, with its first flavour's codes", () => {
    const note = noteOf(order);
    expect(note.items.map((item) => [item.numero_item, item.codigo_produto, item.descricao, item.codigo_ncm, item.cfop, item.icms_situacao_tributaria])).toEqual([
      [1, "PG-CALABRESA", "Calabresa + Borda de catupiry", "21069090", "5101", "102"],
      [2, "PG-MUSSARELA", "Pizza 2 sabores: 1/2 Mussarela, 1/2 Calabresa", "19022000", "5101", "102"],
      [3, "PG-PORTUGUESA", "Pizza 3 sabores: 1/3 Portuguesa, 1/3 Mussarela, 1/3 Calabresa", "21069090", "5101", "102"],
      [4, "BEB-COCA-2L", "Coca-Cola 2L", "22021000", "5405", "500"],
    ]);
    expect(note.items[3]).toMatchObject({ cest: "0300700", quantidade_comercial: "2", valor_unitario_comercial: "12.50", valor_bruto: "25.00", unidade_comercial: "UN" });
    expect(note.items[0]).not.toHaveProperty("cest");
    expect(note.items.map((item) => item.valor_bruto)).toEqual(["63.90", "52.40", "54.91", "25.00"]);
    expect(note.items[1]).toMatchObject({ quantidade_comercial: "1", valor_unitario_comercial: "52.40" });
  });

  it("spreads the discount and the delivery fee over the items in proportion, cents to the largest, and adds up to the total", () => {
    const note = noteOf(order);
    // 6.50 over 63.90, 52.40, 54.91, 25.00 (196.21): shares 2.116, 1.735, 1.819, 0.828 floor to 6.47;
    // the 3 centavos left go to the three largest items. The fee: 2.605, 2.136, 2.238, 1.019 floor to 7.97, the same.
    expect(note.items.map((item) => item.valor_desconto)).toEqual(["2.12", "1.74", "1.82", "0.82"]);
    expect(note.items.map((item) => item.valor_frete)).toEqual(["2.61", "2.14", "2.24", "1.01"]);
    expect(noteTotal(note)).toBe(orderSums(order).total);
    expect(note.formas_pagamento).toEqual([{ forma_pagamento: "17", valor_pagamento: "197.71" }]);
    expect(note.modalidade_frete).toBe("0");
  });

  it("maps the payment: Pix 17, card online 03, cash 01 without its change, card on delivery 99 'Cartão na entrega'", () => {
    const pay = (payment_method: string, change_for: number | null = null) => noteOf({ ...order, OrderPayment: [{ payment_method, status: "approved", change_for }] }).formas_pagamento;
    expect(pay("bank_transfer")).toEqual([{ forma_pagamento: "17", valor_pagamento: "197.71" }]);
    expect(pay("credit_card")).toEqual([{ forma_pagamento: "03", valor_pagamento: "197.71" }]);
    expect(pay("cash", 250)).toEqual([{ forma_pagamento: "01", valor_pagamento: "197.71" }]);
    expect(pay("card_on_delivery")).toEqual([{ forma_pagamento: "99", valor_pagamento: "197.71", descricao_pagamento: "Cartão na entrega" }]);
    // The payment that counts (decision 2800): the latest approved one.
    expect(noteOf({ ...order, OrderPayment: [{ payment_method: "credit_card", status: "rejected" }, { payment_method: "bank_transfer", status: "approved" }] }).formas_pagamento[0]?.forma_pagamento).toBe("17");
  });

  it("freight 9 and no valor_frete without a delivery fee; a pickup is in person whatever the setting; a delivery follows it", () => {
    const pickup = noteOf({ ...order, delivery_fee: 0, is_delivery: false }, { settings: { ...SETTINGS, deliveryPresence: "4" } });
    expect(pickup.modalidade_frete).toBe("9");
    expect(pickup.presenca_comprador).toBe("1");
    expect(pickup.items.every((item) => item.valor_frete === "0.00")).toBe(true);
    expect(noteOf(order, { settings: { ...SETTINGS, deliveryPresence: "4" } }).presenca_comprador).toBe("4");
    expect(noteOf(order).presenca_comprador).toBe("1");
  });

  it("a discount larger than the items (free delivery on a small order) takes the rest off the freight", () => {
    const small: NfceOrder = { amount: 5, delivery_fee: 8, discount: 8, is_delivery: true, OrderItem: [product(0, 0, 4, 1, 5)], OrderPayment: [] };
    const note = noteOf(small);
    expect(note.items[0]).toMatchObject({ valor_bruto: "5.00", valor_desconto: "5.00", valor_frete: "5.00" });
    expect(noteTotal(note)).toBe(500);
    expect(note.formas_pagamento[0]).toEqual({ forma_pagamento: "99", valor_pagamento: "5.00", descricao_pagamento: "Outros" });
  });

  it("the client's CPF and name when they gave a CPF; the emission time in São Paulo with its offset", () => {
    const note = noteOf(order, { consumer: { cpf: "52998224725", name: "Maria da Silva" } });
    expect(note).toMatchObject({ cpf_destinatario: "52998224725", nome_destinatario: "Maria da Silva", cnpj_emitente: "45271983000139" });
    expect(noteOf(order, { consumer: { cpf: null, name: "Maria" } })).not.toHaveProperty("cpf_destinatario");
    expect(note.data_emissao).toBe("2026-01-15T20:31:05-03:00");
  });

  it("a product without a code takes the store's default; without either, the order says what is missing", () => {
    const esfiha: NfceOrder = { ...order, amount: 7, OrderItem: [product(0, 0, 5, 1, 7)] };
    expect(build(esfiha).problems).toEqual([NFCE_BUILD_MESSAGES.missingCode("NCM", "Esfiha"), NFCE_BUILD_MESSAGES.missingCode("CFOP", "Esfiha"), NFCE_BUILD_MESSAGES.missingCode("CSOSN", "Esfiha")]);
    expect(NFCE_BUILD_MESSAGES.missingCode("NCM", "Esfiha")).toBe("Falta o NCM de Esfiha: preencha no produto ou um NCM padrão em Minha loja > Fiscal.");
    const withDefaults = noteOf(esfiha, { settings: { ...SETTINGS, defaults: { ncm: "21069090", cfop: "5101", csosn: "102" } } });
    expect(withDefaults.items[0]).toMatchObject({ codigo_ncm: "21069090", cfop: "5101", icms_situacao_tributaria: "102" });
    expect(build(order, { issuerCnpj: "" }).problems).toEqual([NFCE_BUILD_MESSAGES.noCnpj]);
  });

  // --- Any order: the note's total is the order's, to the centavo. ---
  const unit = fc.integer({ min: 100, max: 15_000 }).map(centavosToReais);
  const extras = fc.array(fc.integer({ min: 0, max: 2_000 }).map(centavosToReais), { maxLength: 2 });
  const wholeLine = fc.record({ kind: fc.constant("whole" as const), product: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 5 }), unit, extras });
  const fractionLine = fc.record({
    kind: fc.constantFrom("halves" as const, "thirds" as const),
    flavours: fc.array(fc.record({ product: fc.integer({ min: 1, max: 3 }), unit }), { minLength: 3, maxLength: 3 }),
    extras,
  });
  const paymentMethod = fc.constantFrom("bank_transfer", "credit_card", "cash", "card_on_delivery");

  const orderOf = (lines: ReadonlyArray<{ kind: string }>): Row[] => {
    const rows: Row[] = [];
    let cart = 0;
    lines.forEach((line, group) => {
      const add = (row: Row, extraAmounts: readonly number[]) => {
        rows.push(row);
        extraAmounts.forEach((amount, index) => rows.push(additional(row, `Adicional ${index + 1}`, amount)));
      };
      if (line.kind === "whole") {
        const { product: id, quantity, unit: price, extras: extraAmounts } = line as unknown as { product: number; quantity: number; unit: number; extras: number[] };
        add(product(cart++, group, id, quantity, price), extraAmounts);
        return;
      }
      const { flavours, extras: extraAmounts } = line as unknown as { flavours: Array<{ product: number; unit: number }>; extras: number[] };
      const quantities = line.kind === "halves" ? [0.5, 0.5] : [0.333, 0.333, 0.334];
      quantities.forEach((quantity, index) => add(product(cart++, group, flavours[index]!.product, quantity, flavours[index]!.unit), index === 0 ? extraAmounts : []));
    });
    return rows;
  };
  /** What the server charged for the rows: the sum of its line prices (decision 0400). */
  const amountOf = (rows: readonly Row[]) => {
    let sum = 0;
    for (const row of rows.filter((candidate) => candidate.item_id_parent === null)) {
      const extrasOf = rows.filter((candidate) => candidate.item_id_parent !== null && candidate.cart_index === row.cart_index);
      const q = Math.round(row.quantity * 1000);
      sum += Math.floor((q * reaisToCentavos(row.amount) + Math.max(1000, q) * extrasOf.reduce((acc, extra) => acc + reaisToCentavos(extra.amount), 0) + 500) / 1000);
    }
    return centavosToReais(sum);
  };

  it("for any order (whole, halves, thirds, additionals, a discount, a delivery fee, any payment): items - discounts + freight = total = payment", { ...PROPERTY_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(wholeLine, fractionLine), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        paymentMethod,
        (lines, feeCentavos, discountSeed, delivery, method) => {
          const rows = orderOf(lines);
          const amount = amountOf(rows);
          const fee = delivery ? feeCentavos : 0;
          const discount = discountSeed % (reaisToCentavos(amount) + fee + 1);
          const subject: NfceOrder = { amount, delivery_fee: centavosToReais(fee), discount: centavosToReais(discount), is_delivery: delivery, OrderItem: rows, OrderPayment: [{ payment_method: method, status: "approved" }] };
          const note = noteOf(subject);
          const total = orderSums(subject).total;
          expect(noteTotal(note)).toBe(total);
          expect(note.items.reduce((sum, item) => sum + nfceCentavos(item.valor_bruto), 0)).toBe(reaisToCentavos(amount));
          expect(note.items.reduce((sum, item) => sum + nfceCentavos(item.valor_desconto), 0)).toBe(Math.min(discount, reaisToCentavos(amount)));
          expect(note.formas_pagamento.reduce((sum, payment) => sum + nfceCentavos(payment.valor_pagamento), 0)).toBe(total);
          expect(note.items).toHaveLength(lines.length);
          for (const item of note.items) {
            expect(nfceCentavos(item.valor_desconto)).toBeLessThanOrEqual(nfceCentavos(item.valor_bruto));
            expect(nfceCentavos(item.valor_frete)).toBeGreaterThanOrEqual(0);
            expect(Math.round(Number(item.quantidade_comercial) * nfceCentavos(item.valor_unitario_comercial))).toBe(nfceCentavos(item.valor_bruto));
            expect(Array.from(item.descricao).length).toBeLessThanOrEqual(120);
          }
          expect(note.modalidade_frete).toBe(fee > 0 ? "0" : "9");
        },
      ),
    );
  });
});
