import { reaisToCentavos } from "@forno/domain/pricing";
import type { OpenDeliveryOrder, OpenDeliveryPrice } from "../../src/modules/opendelivery/order-schema";

const c = (price: OpenDeliveryPrice | undefined) => (price === undefined ? 0 : reaisToCentavos(price.value));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** quantity x centavos, rounded once (quantities here have at most three decimals). */
const times = (quantity: number, centavos: number) => Math.round((Math.round(quantity * 1000) * centavos) / 1000);

/**
 * Every sum the OpenDelivery document defines, checked to the centavo: options (quantity x
 * unitPrice), items (optionsPrice = the options' sum; quantity x (unitPrice + optionsPrice)), the
 * totals (itemsPrice, otherFees, discount, orderAmount = items + fees - discount; each discount's
 * sponsors pay all of it) and the payments
 * (methods add up to orderAmount; prepaid and pending to the PREPAID and PENDING methods; cash
 * change for at least the amount). Returns what does not add up (empty when everything does).
 */
export function openDeliverySumsProblems(order: OpenDeliveryOrder): string[] {
  const problems: string[] = [];
  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`${what}: ${actual} != ${expected}`);
  };
  for (const item of order.items) {
    const options = item.options ?? [];
    for (const option of options) expect(`option ${option.name} totalPrice`, c(option.totalPrice), times(option.quantity, c(option.unitPrice)));
    expect(`item ${item.name} optionsPrice`, c(item.optionsPrice), sum(options.map((option) => c(option.totalPrice))));
    expect(`item ${item.name} totalPrice`, c(item.totalPrice), times(item.quantity, c(item.unitPrice) + c(item.optionsPrice)));
  }
  const items = sum(order.items.map((item) => c(item.totalPrice)));
  const fees = sum((order.otherFees ?? []).map((fee) => c(fee.price)));
  const discounts = sum((order.discounts ?? []).map((discount) => c(discount.amount)));
  expect("total.itemsPrice", c(order.total.itemsPrice), items);
  expect("total.otherFees", c(order.total.otherFees), fees);
  expect("total.discount", c(order.total.discount), discounts);
  for (const discount of order.discounts ?? []) {
    expect(`discount sponsorships`, sum(discount.sponsorshipValues.map((sponsor) => c(sponsor.amount))), c(discount.amount));
  }
  expect("total.orderAmount", c(order.total.orderAmount), items + fees - discounts);
  const methods = order.payments.methods;
  const value = (type: string) => sum(methods.filter((method) => method.type === type).map((method) => reaisToCentavos(method.value)));
  expect("payments.methods", sum(methods.map((method) => reaisToCentavos(method.value))), c(order.total.orderAmount));
  expect("payments.prepaid", reaisToCentavos(order.payments.prepaid), value("PREPAID"));
  expect("payments.pending", reaisToCentavos(order.payments.pending), value("PENDING"));
  for (const method of methods) {
    if (method.method === "CASH" && (method.changeFor ?? 0) < method.value) problems.push(`changeFor ${method.changeFor} below ${method.value}`);
  }
  return problems;
}
