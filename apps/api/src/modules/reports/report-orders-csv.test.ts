import { eq, inArray } from "drizzle-orm";
import { ORDER_STATE_LABELS, type OrderState } from "@forno/domain/orders";
import { wallClock } from "@forno/domain/store-hours";
import { describe, expect, it } from "vitest";
import { clients as clientsTable, orderPayments, orders } from "../../db/schema";
import { request } from "../../../test/support";
import { type SeededOrder, REPORT_PERIOD, TIME_ZONE, paidInPeriod, useReportSuite } from "../../../test/support/report-fixtures";

const suite = useReportSuite();

const csv = (query: string, token?: string) => request(suite.t.app, { method: "GET", url: `/reports/orders.csv?${query}`, token });
const pad = (value: number) => String(value).padStart(2, "0");
const comma = (value: number) => value.toFixed(2).replace(".", ",");

/** The local wall-clock "DD/MM/YYYY HH:mm" of an instant in the store's zone. */
function localText(iso: string): string {
  const { date, minutes } = wallClock(Date.parse(iso), TIME_ZONE);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

describe("GET /reports/orders.csv", () => {
  it("is a Portuguese spreadsheet's CSV of the period's counted and cancelled orders, oldest payment first", async () => {
    const { from, to } = REPORT_PERIOD;
    // One order taken by phone: the column names each order's channel.
    await suite.t.app.ctx.db.update(orders).set({ channel: "phone" }).where(eq(orders.id, suite.orders.find((order) => paidInPeriod(order, from, to) !== undefined)!.id));
    const response = await csv(`from=${from}&to=${to}`, suite.staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="pedidos-${from}-a-${to}.csv"`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines.at(-1)).toBe("");
    const [header, ...rows] = lines.slice(0, -1).map((line) => line.split(";"));
    expect(header!.join(";")).toBe("pedido;pago_em;cliente;telefone;canal;entrega;pagamento;subtotal;taxa_entrega;desconto;cupom;total;status;nfce");

    // Expected rows, from the fixture's histories and the database's amounts.
    const paidIn = (order: SeededOrder) => paidInPeriod(order, from, to);
    const inPeriod = suite.orders.filter((order) => paidIn(order) !== undefined).sort((a, b) => Date.parse(paidIn(a)!) - Date.parse(paidIn(b)!));
    const db = suite.t.app.ctx.db;
    const ids = inPeriod.map((order) => order.id);
    const amounts = await db.select().from(orders).where(inArray(orders.id, ids));
    const payments = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids));
    const people = await db.select().from(clientsTable).where(inArray(clientsTable.id, Object.values(suite.clients).map((client) => client.id)));
    const expected = inPeriod.map((order) => {
      const row = amounts.find((candidate) => candidate.id === order.id)!;
      const person = people.find((candidate) => candidate.id === row.clientId)!;
      const phone = person.phone!;
      const payment = payments.find((candidate) => candidate.orderId === order.id && candidate.approvedAt !== null);
      const state = order.steps.at(-1)![0] as OrderState;
      return [
        String(order.externalId),
        localText(paidIn(order)!),
        person.name,
        `(${phone.slice(0, 2)})${phone.slice(2, 7)}-${phone.slice(7)}`,
        ({ online: "Online", phone: "Telefone", counter: "Balcão" } as Record<string, string>)[row.channel],
        row.isDelivery ? "Entrega" : "Retirada",
        payment === undefined ? "" : payment.paymentMethod === "bank_transfer" ? "Pix" : "Cartão de Crédito",
        comma(row.amount),
        comma(row.deliveryFee),
        comma(row.discount),
        row.couponCode ?? "",
        comma(row.amount + row.deliveryFee - row.discount),
        ORDER_STATE_LABELS[state],
        // No NFC-e in this store.
        "",
      ];
    });
    expect(rows).toEqual(expected);
    // Cancelled orders are listed; the never-paid one and those paid outside the period are not.
    expect(rows.map((row) => row[12])).toEqual(expect.arrayContaining(["Cancelado pela Loja", "Cancelado pelo Cliente", "Reembolsado"]));
    expect(rows.map((row) => row[4])).toContain("Telefone");
    expect(rows).toHaveLength(8);
    expect(rows.some((row) => row[6] === "Pix")).toBe(true);
    expect(rows.some((row) => row[1] === "10/03/2026 23:30")).toBe(true);
  });

  it("holds only the header for a period without orders", async () => {
    const response = await csv("from=2020-01-01&to=2020-01-31", suite.staff);
    expect(response.body).toBe("\uFEFFpedido;pago_em;cliente;telefone;canal;entrega;pagamento;subtotal;taxa_entrega;desconto;cupom;total;status;nfce\r\n");
  });

  it("refuses a bad period (400) and anyone but staff", async () => {
    expect((await csv("from=2026-03-12&to=2026-03-10", suite.staff)).statusCode).toBe(400);
    expect((await csv("from=hoje&to=2026-03-10", suite.staff)).statusCode).toBe(400);
    expect((await csv(`from=${REPORT_PERIOD.from}&to=${REPORT_PERIOD.to}`)).statusCode).toBe(401);
    expect((await csv(`from=${REPORT_PERIOD.from}&to=${REPORT_PERIOD.to}`, suite.clients.ana.token)).statusCode).toBe(403);
  });
});
