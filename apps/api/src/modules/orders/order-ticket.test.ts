import { TICKET_MESSAGES } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, type TestCatalogue, createTestApp, loadCatalogue, loginStaff, orderBody, postOrder, request, signInClient } from "../../../test/support";
import { ORDER_NOT_FOUND } from "./orders.service";

let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;
let orderId: number;
let externalId: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
  const body = orderBody(catalogue, [
    { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"], note: "sem cebola, por favor, e bem assada nas bordas" },
    { product: "PG-MARGHERITA", quantity: 0.5 },
    { product: "BB-GUARANA-2L", quantity: 2 },
  ]);
  const created = await postOrder(t.app, maria, body);
  expect(created.statusCode, created.body).toBe(201);
  ({ id: orderId, external_id: externalId } = created.json());
  const paid = await request(t.app, { method: "POST", url: `/sandbox/payments/${orderId}/approve`, token: maria });
  expect(paid.statusCode, paid.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const ticket = (query: string, token = staff, id = orderId) => request(t.app, { method: "GET", url: `/orders/${id}/ticket?${query}`, token });
const linesOf = (text: string) => text.replace(/\n$/, "").split("\n");

describe("GET /orders/{id}/ticket", () => {
  it.each([
    ["kitchen", 48],
    ["kitchen", 32],
    ["delivery", 48],
    ["delivery", 32],
  ] as const)("%s at %i columns: plain text, every line within the width, the halves under their pizza", async (template, width) => {
    const response = await ticket(`template=${template}&width=${width}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = linesOf(response.body);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
    expect(lines[0]).toBe(`PEDIDO #${externalId}`);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The expected time, with its date only when it falls on another local day than the order's
    // (an order placed near midnight): the domain's rule, whatever the clock says when this runs.
    const expected = /^ENTREGA (?:(\d{2}\/\d{2}\/\d{4}) )?\d{2}:\d{2}/.exec(lines[2]!);
    expect(expected, lines[2]).not.toBeNull();
    expect(expected![1]).not.toBe(lines[1]!.slice(0, 10));
    const pizza = lines.indexOf("1x Pizza 2 sabores");
    expect(lines.slice(pizza + 1, pizza + 5)).toEqual(["   1/2 Calabresa", "   1/2 Margherita", "   + Massa Tradicional", "   + Borda de Catupiry"]);
    expect(lines[pizza + 5]).toMatch(/^ {3}Obs: sem cebola, por favor,/);
    expect(lines).toContain("2x Guaraná 2 L");
  });

  it("has no price nor client data on the kitchen ticket", async () => {
    const text = (await ticket("template=kitchen&width=48")).body;
    expect(text).not.toContain("R$");
    expect(text).not.toContain("Maria");
  });

  it("adds the client, the address with its reference, the totals and the payment on the delivery ticket", async () => {
    const order = (await request(t.app, { method: "GET", url: `/orders/${orderId}`, token: staff })).json();
    const lines = linesOf((await ticket("template=delivery&width=48")).body).map((line) => line.replace(/\u00a0/g, " "));
    expect(lines).toContain("Cliente: Maria Oliveira Santos");
    expect(lines).toContain("Telefone: (11)98765-4321");
    expect(lines).toContain("Endereço: Rua Aspicuelta, 120, Apto 42");
    expect(lines).toContain("   Vila Madalena - CEP 05433-010");
    expect(lines).toContain("Referência: Portão azul, interfone 42");
    const money = (reais: number) => `R$ ${reais.toFixed(2).replace(".", ",")}`;
    expect(lines.find((line) => line.startsWith("Subtotal"))?.endsWith(money(order.amount))).toBe(true);
    expect(lines.find((line) => line.startsWith("Taxa de entrega"))?.endsWith(money(order.delivery_fee))).toBe(true);
    expect(lines.find((line) => line.startsWith("TOTAL"))?.endsWith(money(order.amount + order.delivery_fee))).toBe(true);
    expect(lines.at(-1)).toBe("Pix - pago");
  });

  it("refuses a bad template or width (400, in Portuguese)", async () => {
    const badTemplate = await ticket("template=bar&width=48");
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.json().message).toBe(TICKET_MESSAGES.template);
    const badWidth = await ticket("template=kitchen&width=40");
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json().message).toBe(TICKET_MESSAGES.width);
  });

  it("answers 404 for an unknown order, 403 to a client (even the owner), 401 without a session", async () => {
    const missing = await ticket("template=kitchen&width=48", staff, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_NOT_FOUND);
    expect((await ticket("template=kitchen&width=48", maria)).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: `/orders/${orderId}/ticket?template=kitchen&width=48` })).statusCode).toBe(401);
  });
});
