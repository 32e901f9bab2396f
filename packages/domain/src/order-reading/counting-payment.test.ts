import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countingPayment, onDeliveryPaymentOf, settledPayment } from "./counting-payment";

const STATUSES = ["pending", "approved", "in_process", "rejected", "cancelled", "refunded"] as const;
const METHODS = ["credit_card", "bank_transfer", "cash", "card_on_delivery"] as const;
const payments = fc.array(fc.record({ payment_method: fc.constantFrom(...METHODS), status: fc.constantFrom(...STATUSES), change_for: fc.constant(null) }), { maxLength: 6 });

describe("the payment that counts", () => {
  it("is the approved one after a refused card, the latest attempt without one, none before any", () => {
    const refused = { payment_method: "credit_card", status: "rejected" };
    const pix = { payment_method: "bank_transfer", status: "approved" };
    expect(countingPayment([refused, pix])).toBe(pix);
    expect(countingPayment([pix, refused])).toBe(pix);
    expect(countingPayment([refused])).toBe(refused);
    expect(countingPayment([])).toBeUndefined();
    expect(countingPayment(undefined)).toBeUndefined();
  });

  it("keeps a refunded payment as the one that paid, unless a later one was approved", () => {
    const refunded = { payment_method: "credit_card", status: "refunded" };
    const retry = { payment_method: "bank_transfer", status: "pending" };
    expect(countingPayment([refunded, retry])).toBe(refunded);
    expect(settledPayment([refunded, retry])).toBe(refunded);
    expect(settledPayment([retry])).toBeUndefined();
  });

  it("for any list: the latest approved, else the latest refunded, else the latest attempt", () => {
    fc.assert(
      fc.property(payments, (list) => {
        const counting = countingPayment(list);
        const approved = list.filter((payment) => payment.status === "approved");
        const refunded = list.filter((payment) => payment.status === "refunded");
        expect(counting).toBe(approved.at(-1) ?? refunded.at(-1) ?? list.at(-1));
        expect(counting === undefined).toBe(list.length === 0);
        expect(settledPayment(list)).toBe(approved.at(-1) ?? refunded.at(-1));
      }),
    );
  });

  it("an order is paid on delivery exactly when its counting payment is approved cash or card machine", () => {
    fc.assert(
      fc.property(payments, (list) => {
        const counting = countingPayment(list);
        const onDelivery = counting?.status === "approved" && (counting.payment_method === "cash" || counting.payment_method === "card_on_delivery");
        expect(onDeliveryPaymentOf(list)).toBe(onDelivery ? counting : undefined);
      }),
    );
  });
});

describe("payment on delivery: which payment", () => {
  it("an order is paid on delivery only when its approved payment is cash or the card machine", () => {
    expect(onDeliveryPaymentOf([{ payment_method: "cash", status: "approved", change_for: 50 }])?.change_for).toBe(50);
    expect(onDeliveryPaymentOf([{ payment_method: "credit_card", status: "rejected" }, { payment_method: "card_on_delivery", status: "approved" }])?.payment_method).toBe("card_on_delivery");
    expect(onDeliveryPaymentOf([{ payment_method: "bank_transfer", status: "approved" }])).toBeUndefined();
    expect(onDeliveryPaymentOf([])).toBeUndefined();
    expect(onDeliveryPaymentOf(undefined)).toBeUndefined();
  });
});
