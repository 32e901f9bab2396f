import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NfceNote, nfceCentavos } from "@forno/domain/fiscal";
import { orderSums } from "@forno/domain/order-reading";
import { fiscalNoteRowSchema } from "@forno/domain/schemas";
import { type FakeFocusNfe, type NewClient, type TestApp, type TestCatalogue, createClient, createCoupon, createTestApp, loadCatalogue, loginStaff, request, startFakeFocusNfe } from "../../../test/support";
import { fiscalScene } from "../../../test/support/fiscal-scene";

/** A coupon's discount on the NFC-e (growth.md sections 1, 3 and 6): the note's total is the order's, discount netted. */
describe("the NFC-e of an order with a coupon", () => {
  let fake: FakeFocusNfe;
  let t: TestApp;
  let staff: string;
  let dora: NewClient;
  let catalogue: TestCatalogue;
  const scene = fiscalScene(() => t, () => staff);

  beforeAll(async () => {
    fake = await startFakeFocusNfe();
    t = await createTestApp({ env: { FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: fake.token, FOCUSNFE_BASE_URL: fake.url } });
    staff = await loginStaff(t.app);
    dora = await createClient(t.app, { name: "Dora Desconto" });
    catalogue = await loadCatalogue(t.app);
    for (const [key, value] of [["fiscal.enabled", "true"], ["fiscal.default_ncm", "21069090"], ["fiscal.default_cfop", "5101"], ["fiscal.default_csosn", "102"]] as const) await scene.setting(key, value);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sum = (note: NfceNote, field: "valor_bruto" | "valor_desconto" | "valor_frete") => note.items.reduce((total, item) => total + nfceCentavos(item[field]), 0);

  /** The note sent for an order paid with `coupon` and moved to preparation, with the order's sums. */
  const issued = async (coupon: string) => {
    const id = await scene.paidOrder(dora.token, catalogue, [
      { product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
      { product: "PG-MUSSARELA", quantity: 0.5, additionals: ["AD-PG-MASSA-FINA"] },
      { product: "PG-PORTUGUESA", quantity: 0.5 },
      { product: "BB-GUARANA-2L", quantity: 2 },
    ], { coupon });
    await scene.move(id, "PREPARATION");
    await scene.fiscalOf(id, "authorized");
    return { note: fake.sent.get(`forno-${id}-1`)!, sums: orderSums(await scene.readOrder(id)) };
  };

  it("spreads a percent coupon's discount over the items: less discounts plus freight is the order's total, and the payment pays it", async () => {
    const coupon = await createCoupon(t.app, staff, { kind: "percent", value: 10 });
    const { note, sums } = await issued(coupon.code);
    expect(sums.discount).toBeGreaterThan(0);
    expect(sum(note, "valor_bruto")).toBe(sums.subtotal);
    expect(sum(note, "valor_desconto")).toBe(sums.discount);
    // In proportion: every item carries part of a 10% discount.
    expect(note.items.every((item) => nfceCentavos(item.valor_desconto) > 0)).toBe(true);
    expect(sum(note, "valor_frete")).toBe(sums.deliveryFee);
    expect(sum(note, "valor_bruto") - sum(note, "valor_desconto") + sum(note, "valor_frete")).toBe(sums.total);
    expect(note.formas_pagamento).toEqual([{ forma_pagamento: "17", valor_pagamento: (sums.total / 100).toFixed(2) }]);
  });

  it("a free delivery coupon takes the fee's worth off the items; the note's total is the items' value", async () => {
    const coupon = await createCoupon(t.app, staff, { kind: "free_delivery" });
    const { note, sums } = await issued(coupon.code);
    expect(sums.deliveryFee).toBeGreaterThan(0);
    expect(sums.discount).toBe(sums.deliveryFee);
    expect(sum(note, "valor_desconto")).toBe(sums.discount);
    expect(sum(note, "valor_bruto") - sum(note, "valor_desconto") + sum(note, "valor_frete")).toBe(sums.total);
    expect(sums.total).toBe(sums.subtotal);
    expect(note.formas_pagamento[0]!.valor_pagamento).toBe((sums.subtotal / 100).toFixed(2));
  });

  it("the Fiscal screen lists a rejected note with the total the customer paid, the discount netted", async () => {
    const coupon = await createCoupon(t.app, staff, { kind: "fixed", value: 7.5 });
    fake.mode = "reject";
    try {
      const id = await scene.paidOrder(dora.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }], { coupon: coupon.code });
      await scene.move(id, "PREPARATION");
      await scene.fiscalOf(id, "rejected");
      const sums = orderSums(await scene.readOrder(id));
      expect(sums.discount).toBe(750);
      const listed = fiscalNoteRowSchema.array().parse((await request(t.app, { method: "GET", url: "/fiscal/notes", token: staff })).json());
      expect(listed.find((row) => row.order_id === id)?.total).toBe(sums.total / 100);
    } finally {
      fake.mode = "authorize";
    }
  });
});
