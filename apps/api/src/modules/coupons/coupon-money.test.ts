import { reaisToCentavos } from "@forno/domain/pricing";
import { type Order, orderSchema } from "@forno/domain/schemas";
import { wallClock } from "@forno/domain/store-hours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  OPENDELIVERY_ENV,
  createClient,
  createCoupon,
  createTestApp,
  loadCatalogue,
  loginStaff,
  orderBody,
  orderUuid,
  patchSetting,
  pdv,
  pdvToken,
  postOrder,
  request,
} from "../../../test/support";
import { openDeliverySumsProblems } from "../../../test/support/opendelivery-sums";
import { openDeliveryOrderSchema } from "../opendelivery/order-schema";

/**
 * growth.md section 6: for every order, items + delivery_fee - discount = total = the sum of its
 * payments = the CSV's `total` = the OpenDelivery `orderAmount`; the ticket prints the same total.
 */
let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;
let pdvBearer: string;

beforeAll(async () => {
  t = await createTestApp({ env: OPENDELIVERY_ENV });
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  pdvBearer = await pdvToken(t.app);
  expect((await patchSetting(t.app, staff, "payment.on_delivery_methods", "cash,card")).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const HALVES: CartPick[] = [
  { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
  { product: "PG-MARGHERITA", quantity: 0.5 },
  { product: "BB-GUARANA-2L", quantity: 2 },
];
const centavos = (order: Order) => reaisToCentavos(order.amount) + reaisToCentavos(order.delivery_fee) - reaisToCentavos(order.discount);
const comma = (value: number) => value.toFixed(2).replace(".", ",");

async function pay(client: NewClient, order: Order, how: "pix" | "card" | "cash"): Promise<number> {
  const post = (payload: object) => request(t.app, { method: "POST", url: "/order-payments", token: client.token, payload: { external_reference: order.id, ...payload } });
  if (how === "pix") {
    const created = await post({ payment_method_id: "pix", payer: { email: "pix@example.com" }, statement_descriptor: "FORNO", transaction_amount: 1, api_version: 2 });
    expect(created.statusCode, created.body).toBe(201);
    expect((await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: client.token })).statusCode).toBe(200);
    return created.json().transaction_amount;
  }
  if (how === "card") {
    const card = { number: "5031 4332 1540 6351", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };
    const paid = await post({ payment_method_id: "master", installments: 1, statement_descriptor: "FORNO", api_version: 2, card });
    expect(paid.statusCode, paid.body).toBe(201);
    return paid.json().transaction_amount;
  }
  // Exact cash: a note below the discounted total would be refused, the total itself is not.
  const total = centavos(order) / 100;
  const below = await post({ payment_method_id: "cash", change_for: Math.round(total * 100 - 1) / 100 });
  expect(below.statusCode).toBe(422);
  const cash = await post({ payment_method_id: "cash", change_for: total });
  expect(cash.statusCode, cash.body).toBe(201);
  return cash.json().transaction_amount;
}

describe("money adds up on a discounted order (growth.md section 6)", () => {
  it.each([
    ["10% on a half-and-half and drinks, Pix", { value: 10 }, "pix"],
    ["R$ 12,34 off, card", { kind: "fixed", value: 12.34 }, "card"],
    ["free delivery, cash on delivery", { kind: "free_delivery" }, "cash"],
  ] as const)("%s: the order, the payment, the ticket, the CSV and the OpenDelivery order", async (_name, rules, how) => {
    const client = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, rules);
    const response = await postOrder(t.app, client.token, orderBody(catalogue, HALVES, { coupon: coupon.code }));
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.discount).toBeGreaterThan(0);
    const total = centavos(order);

    // The payment charges amount + delivery_fee - discount.
    expect(reaisToCentavos(await pay(client, order, how))).toBe(total);
    const paid = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${order.id}`, token: staff })).json());
    expect(paid.OrderPayment!.map((payment) => reaisToCentavos(payment.transaction_amount))).toEqual([total]);

    // The delivery ticket prints the discount line and the same total.
    const ticket = (await request(t.app, { method: "GET", url: `/orders/${order.id}/ticket?template=delivery&width=48`, token: staff })).body.replace(/\u00a0/g, " ");
    expect(ticket).toMatch(new RegExp(`Desconto \\(${coupon.code}\\) +-R\\$ ${comma(order.discount).replace(".", "\\.")}\\n`));
    expect(ticket).toMatch(new RegExp(`TOTAL +R\\$ ${comma(total / 100)}\\n`));

    // The CSV's row: desconto, cupom, total.
    const today = wallClock(Date.now(), "America/Sao_Paulo").date;
    const csv = (await request(t.app, { method: "GET", url: `/reports/orders.csv?from=${today}&to=${today}`, token: staff })).body.replace(/^\uFEFF/, "");
    const row = csv.split("\r\n").map((line) => line.split(";")).find((cells) => cells[0] === String(order.external_id));
    expect(row?.slice(7, 12)).toEqual([comma(order.amount), comma(order.delivery_fee), comma(order.discount), coupon.code, comma(total / 100)]);

    // The PDV's order: the discount with the store as sponsor, and every sum adding up to the same total.
    const answer = await pdv(t.app, pdvBearer, "GET", `/v1/orders/${await orderUuid(t.app, order.id)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const mapped = openDeliveryOrderSchema.parse(answer.json());
    expect(openDeliverySumsProblems(mapped)).toEqual([]);
    expect(reaisToCentavos(mapped.total.orderAmount.value)).toBe(total);
    expect(mapped.discounts).toEqual([
      {
        amount: { value: order.discount, currency: "BRL" },
        target: "kind" in rules && rules.kind === "free_delivery" ? "DELIVERY_FEE" : "CART",
        sponsorshipValues: [{ name: "MERCHANT", amount: { value: order.discount, currency: "BRL" }, discountCode: coupon.code }],
      },
    ]);
  });

  it("the report's revenue is net of the discount, and the coupon leads the top coupons", async () => {
    const today = wallClock(Date.now(), "America/Sao_Paulo").date;
    const summary = (await request(t.app, { method: "GET", url: `/reports/summary?from=${today}&to=${today}`, token: staff })).json();
    const orders = (await request(t.app, { method: "GET", url: "/orders?take=100", token: staff })).json() as Order[];
    const counted = orders.filter((order) => order.OrderStateHistory.some((entry) => entry.to_state === "PAID"));
    expect(reaisToCentavos(summary.revenue)).toBe(counted.reduce((sum, order) => sum + centavos(order), 0));
    expect(reaisToCentavos(summary.discounts)).toBe(counted.reduce((sum, order) => sum + reaisToCentavos(order.discount), 0));
    expect(summary.top_coupons).toHaveLength(3);
    expect(summary.top_coupons.every((coupon: { uses: number }) => coupon.uses === 1)).toBe(true);
  });
});
