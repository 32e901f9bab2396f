import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSums } from "@forno/domain/order-reading";
import { wallClock } from "@forno/domain/store-hours";
import type { ReportSummary } from "@forno/domain/schemas";
import { type TestApp, createTestApp, loginStaff, request } from "../../../test/support";
import { type FakeIfood, startFakeIfood } from "../../../test/support/fake-ifood";
import { ifoodScene } from "../../../test/support/ifood-scene";
import { ifoodTestEnv } from "../../../test/support/ifood-orders";

let fake: FakeIfood;
let t: TestApp;
let staff: string;
const { placed, readOrder } = ifoodScene(() => t, () => staff, () => fake);

beforeAll(async () => {
  fake = await startFakeIfood();
  t = await createTestApp({ env: ifoodTestEnv(fake.url) });
  staff = await loginStaff(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

const today = () => wallClock(Date.now(), "America/Sao_Paulo").date;
const comma = (centavos: number) => (centavos / 100).toFixed(2).replace(".", ",");

describe("iFood orders in the reports and the CSV (growth.md section 4)", () => {
  it("count under canal iFood with iFood's customer, and what they brought is items + fee - the marketplace discount", async () => {
    const first = await placed({ benefits: [{ IFOOD: 8 }], payment: { kind: "online" }, customer: { name: "Caio do iFood" } });
    const second = await placed({ orderType: "TAKEOUT", payment: { kind: "cash", changeFor: null } });
    const totals = [first, second].map(({ order }) => orderSums(order).total);

    const summary = await request(t.app, { method: "GET", url: `/reports/summary?from=${today()}&to=${today()}`, token: staff });
    expect(summary.statusCode, summary.body).toBe(200);
    const figures = summary.json<ReportSummary>();
    expect(figures.orders).toBe(2);
    expect(Math.round(figures.revenue * 100)).toBe(totals[0]! + totals[1]!);
    // Nobody's first or return visit: they have no Forno client.
    expect([figures.new_clients, figures.returning_clients]).toEqual([0, 0]);

    const csv = await request(t.app, { method: "GET", url: `/reports/orders.csv?from=${today()}&to=${today()}`, token: staff });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.rawPayload.subarray(3).toString("utf8").split("\r\n").slice(0, -1).map((line) => line.split(";"));
    // Read by the contract's column names (coupons put desconto and cupom before total).
    const column = (row: string[], name: string) => row[header!.indexOf(name)];
    const byNumber = new Map(rows.map((row) => [row[0], row]));
    const row = byNumber.get(String(first.order.external_id))!;
    expect(["cliente", "telefone", "canal", "entrega", "pagamento", "desconto", "cupom", "total", "status"].map((name) => column(row, name))).toEqual([
      "Caio do iFood",
      "0800 007 0110",
      "iFood",
      "Entrega",
      "iFood",
      "8,00",
      "",
      comma(totals[0]!),
      "Pedido Pago",
    ]);
    expect(["canal", "entrega", "pagamento"].map((name) => column(byNumber.get(String(second.order.external_id))!, name))).toEqual(["iFood", "Retirada", "Dinheiro"]);
    expect((await readOrder(first.id)).discount).toBe(8);
  });
});
