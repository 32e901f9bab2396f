import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FISCAL_MESSAGES, NFCE_BUILD_MESSAGES, type NfceNote, nfceCentavos } from "@forno/domain/fiscal";
import { orderSums } from "@forno/domain/order-reading";
import { type Order, fiscalNoteRowSchema } from "@forno/domain/schemas";
import { type FakeFocusNfe, type NewClient, type TestApp, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, request, startFakeFocusNfe } from "../../../test/support";
import { fiscalScene } from "../../../test/support/fiscal-scene";
import { fiscalNotes, orderEvents } from "../../db/schema";

let fake: FakeFocusNfe;
let t: TestApp;
let staff: string;
let ana: NewClient;
let catalogue: TestCatalogue;
const log: string[] = [];
const scene = fiscalScene(() => t, () => staff);
const { setting, readOrder, fiscalOf, paidOrder, move, notesOf, until } = scene;

const PIZZA_CODES = { ncm: "2106.90.90", cfop: "5101", csosn: "102" };

beforeAll(async () => {
  fake = await startFakeFocusNfe();
  t = await createTestApp({
    env: { FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: fake.token, FOCUSNFE_BASE_URL: fake.url, FOCUSNFE_TIMEOUT_MS: "400", FISCAL_RETRY_AFTER_MS: "100", LOG_LEVEL: "info" },
    logStream: { write: (line: string) => void log.push(line) },
  });
  staff = await loginStaff(t.app);
  ana = await createClient(t.app, { name: "Ana Fiscal" });
  catalogue = await loadCatalogue(t.app);
  await setting("fiscal.enabled", "true");
  await setting("fiscal.default_ncm", PIZZA_CODES.ncm);
  await setting("fiscal.default_cfop", PIZZA_CODES.cfop);
  await setting("fiscal.default_csosn", PIZZA_CODES.csosn);
  // The drinks are resold under tax substitution: codes of their own.
  for (const code of ["BB-GUARANA-2L", "BB-COLA-2L"]) {
    const answer = await request(t.app, { method: "PATCH", url: `/products/${catalogue.product(code).id}`, token: staff, payload: { fiscal: { ncm: "22021000", cfop: "5405", csosn: "500", cest: "03.007.00" } } });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

const noteTotal = (note: NfceNote) => note.items.reduce((sum, item) => sum + nfceCentavos(item.valor_bruto) - nfceCentavos(item.valor_desconto) + nfceCentavos(item.valor_frete), 0);
const posts = (ref: string) => fake.requests.filter((entry) => entry.method === "POST" && entry.path === `/v2/nfce?ref=${ref}`).length;

describe("NFC-e through Focus NFe (growth.md section 3)", () => {
  it("issues at preparation after the move commits: the move's order says pending, then authorised with number, series, key, QR and consult URLs; the amounts add up", async () => {
    const id = await paidOrder(ana.token, catalogue, [
      { product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
      { product: "PG-MUSSARELA", quantity: 0.5, additionals: ["AD-PG-MASSA-FINA"] },
      { product: "PG-PORTUGUESA", quantity: 0.5 },
      { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
      { product: "PG-MARGHERITA", quantity: 0.333 },
      { product: "PG-PEPPERONI", quantity: 0.334 },
      { product: "BB-GUARANA-2L", quantity: 2 },
    ]);
    expect((await readOrder(id)).fiscal).toBeNull();
    await move(id, "PREPARATION");
    const fiscal = await fiscalOf(id, "authorized");
    expect(fiscal).toMatchObject({ series: "1", message: null, consult_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta" });
    expect(fiscal.number).toMatch(/^\d+$/);
    expect(fiscal.access_key).toMatch(/^\d{44}$/);
    expect(fiscal.qrcode_url).toContain(fiscal.access_key);
    expect(fiscal.issued_at).not.toBeNull();
    // The move's own event already carried the pending note: the desk knew before the provider answered.
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
    const payloads = events.filter((event) => event.stream === "order").map((event) => event.payload as Order);
    const moved = payloads.find((payload) => payload.OrderStateHistory.at(-1)?.to_state === "PREPARATION");
    expect(moved?.fiscal?.status).toBe("pending");
    expect(payloads.at(-1)?.fiscal?.status).toBe("authorized");

    const order = await readOrder(id);
    const sent = fake.sent.get(`forno-${id}-1`)!;
    expect(sent.items.map((item) => [item.descricao, item.codigo_ncm, item.cfop, item.icms_situacao_tributaria, item.quantidade_comercial])).toEqual([
      // Homologation: SEFAZ wants its test text as the first item's description.
      ["NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL", "21069090", "5101", "102", "1"],
      [expect.stringMatching(/^Pizza 2 sabores: 1\/2 .+, 1\/2 .+/), "21069090", "5101", "102", "1"],
      [expect.stringMatching(/^Pizza 3 sabores: 1\/3 Calabresa \+ Massa Tradicional \+ Borda de Catupiry, 1\/3 .+, 1\/3 .+/), "21069090", "5101", "102", "1"],
      ["Guaraná 2 L", "22021000", "5405", "500", "2"],
    ]);
    expect(sent.items[3]).toMatchObject({ cest: "0300700", valor_unitario_comercial: "12.90", valor_bruto: "25.80" });
    expect(noteTotal(sent)).toBe(orderSums(order).total);
    expect(sent.items.reduce((sum, item) => sum + nfceCentavos(item.valor_frete), 0)).toBe(orderSums(order).deliveryFee);
    expect(sent).toMatchObject({ modalidade_frete: "0", presenca_comprador: "1", cnpj_emitente: "45271983000139", cpf_destinatario: ana.document });
    expect(sent.formas_pagamento).toEqual([{ forma_pagamento: "17", valor_pagamento: (orderSums(order).total / 100).toFixed(2) }]);
    // HTTP Basic with the token as user and an empty password; the token never in the log.
    expect(fake.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${fake.token}:`).toString("base64")}`);
    expect(log.join("\n")).not.toContain(fake.token);
  });

  it("card 03, cash 01 without its change, card on delivery 99, a pickup without freight in person", async () => {
    await setting("payment.on_delivery_methods", "cash,card");
    await setting("fiscal.delivery_presence", "4");
    const payOnDelivery = (body: Record<string, unknown>) => async (id: number) => {
      const paid = await request(t.app, { method: "POST", url: "/order-payments", token: ana.token, payload: { external_reference: id, ...body } });
      expect(paid.statusCode, paid.body).toBe(201);
    };
    const card = async (id: number) => {
      const paid = await request(t.app, {
        method: "POST",
        url: "/order-payments",
        token: ana.token,
        payload: { external_reference: id, payment_method_id: "visa", installments: 1, card: { number: "4235 6477 2802 5682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" } },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    };
    const cases = [
      { pay: card, delivery: true, code: "03", presence: "4" },
      { pay: payOnDelivery({ payment_method_id: "cash", change_for: 200 }), delivery: true, code: "01", presence: "4" },
      { pay: payOnDelivery({ payment_method_id: "card_on_delivery" }), delivery: false, code: "99", presence: "1" },
    ];
    for (const { pay, delivery, code, presence } of cases) {
      const id = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }, { product: "BB-COLA-2L" }], { delivery, pay });
      await move(id, "PREPARATION");
      await fiscalOf(id, "authorized");
      const sent = fake.sent.get(`forno-${id}-1`)!;
      const total = orderSums(await readOrder(id)).total;
      expect(noteTotal(sent), code).toBe(total);
      expect(sent.formas_pagamento, code).toEqual([{ forma_pagamento: code, valor_pagamento: (total / 100).toFixed(2), ...(code === "99" ? { descricao_pagamento: "Cartão na entrega" } : {}) }]);
      expect(sent.presenca_comprador).toBe(presence);
      expect(sent.modalidade_frete).toBe(delivery ? "0" : "9");
    }
    await setting("fiscal.delivery_presence", "1");
  });

  it("issues when paid when fiscal.issue_on is paid", async () => {
    await setting("fiscal.issue_on", "paid");
    try {
      const id = await paidOrder(ana.token, catalogue, [{ product: "PG-MARGHERITA", additionals: ["AD-PG-MASSA-TRAD"] }]);
      await fiscalOf(id, "authorized");
      await move(id, "PREPARATION");
      expect(await notesOf(id)).toHaveLength(1);
    } finally {
      await setting("fiscal.issue_on", "preparation");
    }
  });

  it("a rejection keeps SEFAZ's message and lists the note on the Fiscal screen; Tentar de novo sends a new REF; then 409", async () => {
    fake.mode = "reject";
    const id = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(id, "PREPARATION");
    const rejected = await fiscalOf(id, "rejected");
    expect(rejected.message).toBe("Rejeição: Informado NCM inexistente [nItem:1]");
    const listed = fiscalNoteRowSchema.array().parse((await request(t.app, { method: "GET", url: "/fiscal/notes", token: staff })).json());
    expect(listed.find((row) => row.order_id === id)).toMatchObject({ ref: `forno-${id}-1`, fiscal: { status: "rejected", message: rejected.message } });

    fake.mode = "authorize";
    const retried = await request(t.app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().fiscal).toMatchObject({ status: "authorized", message: null });
    expect((await notesOf(id)).map((note) => [note.ref, note.status])).toEqual([
      [`forno-${id}-1`, "rejected"],
      [`forno-${id}-2`, "authorized"],
    ]);
    const again = await request(t.app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FISCAL_MESSAGES.alreadyAuthorized);
    const after = fiscalNoteRowSchema.array().parse((await request(t.app, { method: "GET", url: "/fiscal/notes", token: staff })).json());
    expect(after.some((row) => row.order_id === id)).toBe(false);
  });

  it("a 5xx leaves the note pending with a message and it is tried again by itself, on the same REF, until authorised", async () => {
    fake.mode = "error500";
    const id = await paidOrder(ana.token, catalogue, [{ product: "PG-PEPPERONI", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(id, "PREPARATION");
    await until(() => readOrder(id), (order) => order.fiscal?.message === FISCAL_MESSAGES.unreachable, "the provider's silence on the note");
    expect((await readOrder(id)).fiscal?.status).toBe("pending");
    await until(async () => posts(`forno-${id}-1`), (count) => count >= 2, "a retry");
    fake.mode = "authorize";
    await fiscalOf(id, "authorized");
    expect((await notesOf(id)).map((note) => note.ref)).toEqual([`forno-${id}-1`]);
  });

  it("a slow answer is a timeout; SEFAZ had authorised it, so the retry asks for the REF and never sends it twice", async () => {
    fake.mode = "slow";
    fake.slowMs = 1_500;
    const id = await paidOrder(ana.token, catalogue, [{ product: "PG-NAPOLITANA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(id, "PREPARATION");
    const fiscal = await fiscalOf(id, "authorized");
    fake.mode = "authorize";
    expect(posts(`forno-${id}-1`)).toBe(1);
    expect(fake.requests.some((entry) => entry.method === "GET" && entry.path === `/v2/nfce/forno-${id}-1`)).toBe(true);
    expect(fiscal.access_key).toBe((fake.notes.get(`forno-${id}-1`)!.chave_nfe as string).slice(3));
  });

  it("after a day without an answer the note is in error; Tentar de novo asks for the REF first and sends it again", async () => {
    fake.mode = "error500";
    const id = await paidOrder(ana.token, catalogue, [{ product: "PG-ATUM", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(id, "PREPARATION");
    await until(() => readOrder(id), (order) => order.fiscal?.message === FISCAL_MESSAGES.unreachable, "the first silence");
    await t.app.ctx.db.update(fiscalNotes).set({ pendingSince: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(fiscalNotes.orderId, id));
    const error = await fiscalOf(id, "error");
    expect(error.message).toBe(FISCAL_MESSAGES.gaveUp);
    fake.mode = "authorize";
    const retried = await request(t.app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff });
    expect(retried.json().fiscal.status).toBe("authorized");
    expect((await notesOf(id)).map((note) => note.ref)).toEqual([`forno-${id}-1`]);
  });

  it("cancels within the window with the reason, and refuses after it with the contract's message; a short reason is a 400 naming reason", async () => {
    const id = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(id, "PREPARATION");
    await fiscalOf(id, "authorized");
    const short = await request(t.app, { method: "DELETE", url: `/orders/${id}/fiscal`, token: staff, payload: { reason: "erro" } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(FISCAL_MESSAGES.reason);
    const cancelled = await request(t.app, { method: "DELETE", url: `/orders/${id}/fiscal`, token: staff, payload: { reason: "Cliente desistiu do pedido" } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().fiscal).toMatchObject({ status: "cancelled" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v2/nfce/forno-${id}-1`, body: { justificativa: "Cliente desistiu do pedido" } });

    const late = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(late, "PREPARATION");
    await fiscalOf(late, "authorized");
    await t.app.ctx.db.execute(sql`UPDATE ${fiscalNotes} SET issued_at = now() - interval '31 minutes' WHERE order_id = ${late}`);
    const refused = await request(t.app, { method: "DELETE", url: `/orders/${late}/fiscal`, token: staff, payload: { reason: "Cliente desistiu do pedido" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Prazo de cancelamento da NFC-e encerrado.");
    expect((await readOrder(late)).fiscal?.status).toBe("authorized");
  });

  it("cancelling the order cancels its note when still in time, and otherwise flags it for the accountant", async () => {
    const inTime = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(inTime, "PREPARATION");
    await fiscalOf(inTime, "authorized");
    await move(inTime, "CANCELLED_STORE");
    await fiscalOf(inTime, "cancelled");
    expect(fake.requests.some((entry) => entry.method === "DELETE" && entry.path === `/v2/nfce/forno-${inTime}-1`)).toBe(true);

    const late = await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await move(late, "PREPARATION");
    await fiscalOf(late, "authorized");
    await t.app.ctx.db.execute(sql`UPDATE ${fiscalNotes} SET issued_at = now() - interval '2 hours' WHERE order_id = ${late}`);
    await move(late, "CANCELLED_STORE");
    const flagged = await until(() => readOrder(late), (order) => order.fiscal?.message != null, "the accountant's flag");
    expect(flagged.fiscal).toMatchObject({ status: "authorized", message: FISCAL_MESSAGES.lateOrderCancel });
    const listed = fiscalNoteRowSchema.array().parse((await request(t.app, { method: "GET", url: "/fiscal/notes", token: staff })).json());
    expect(listed.find((row) => row.order_id === late)?.fiscal.message).toBe(FISCAL_MESSAGES.lateOrderCancel);
  });

  it("a product without codes and no default: the order says what is missing", async () => {
    await setting("fiscal.default_ncm", "");
    try {
      const id = await paidOrder(ana.token, catalogue, [{ product: "SB-PUDIM" }]);
      await move(id, "PREPARATION");
      const rejected = await fiscalOf(id, "rejected");
      expect(rejected.message).toBe(NFCE_BUILD_MESSAGES.missingCode("NCM", "Pudim de Leite"));
      expect(posts(`forno-${id}-1`)).toBe(0);
    } finally {
      await setting("fiscal.default_ncm", PIZZA_CODES.ncm);
    }
  });

  it("refuses to issue an unpaid order, and everything to clients", async () => {
    const created = await request(t.app, { method: "POST", url: `/orders/${await paidOrder(ana.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }])}/fiscal`, token: ana.token });
    expect(created.statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/fiscal/notes", token: ana.token })).statusCode).toBe(403);
  });
});

describe("product fiscal codes and fiscal settings", () => {
  it("codes are answered to the staff only; a bad one is a 400 naming the field; dots are dropped; the others keep their values", async () => {
    const id = catalogue.product("BB-COLA-2L").id;
    const staffRead = (await request(t.app, { method: "GET", url: `/products?where_id=${id}`, token: staff })).json()[0];
    expect(staffRead.fiscal).toEqual({ ncm: "22021000", cfop: "5405", csosn: "500", cest: "0300700", origin: 0 });
    expect((await request(t.app, { method: "GET", url: `/products?where_id=${id}` })).json()[0]).not.toHaveProperty("fiscal");
    const bad = await request(t.app, { method: "PATCH", url: `/products/${id}`, token: staff, payload: { fiscal: { ncm: "2202100" } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("NCM inválido: use os 8 dígitos do código (ex.: 21069090).");
    const changed = await request(t.app, { method: "PATCH", url: `/products/${id}`, token: staff, payload: { fiscal: { origin: 2 } } });
    expect(changed.json().fiscal).toEqual({ ncm: "22021000", cfop: "5405", csosn: "500", cest: "0300700", origin: 2 });
    const created = await request(t.app, {
      method: "POST",
      url: "/products",
      token: staff,
      payload: { name: "Esfiha de Carne", product_group: "Esfihas", product_subgroup: "Salgadas", amount: 7.5, fiscal: { ncm: "1902.20.00" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().fiscal).toEqual({ ncm: "19022000", cfop: null, csosn: null, cest: null, origin: 0 });
  });

  it("the settings check their values: 1 to 1440 minutes, the choices, the codes' digits", async () => {
    const all: Array<{ id: number; key: string; value: string }> = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
    const patch = (key: string, value: string) => request(t.app, { method: "PATCH", url: `/settings/${all.find((row) => row.key === key)!.id}`, token: staff, payload: { value } });
    expect((await patch("fiscal.cancel_window_minutes", "0")).json().message).toBe("Valor inválido: use um número de minutos entre 1 e 1440.");
    expect((await patch("fiscal.issue_on", "delivered")).statusCode).toBe(400);
    expect((await patch("fiscal.default_cfop", "51")).json().message).toBe("CFOP inválido: use os 4 dígitos do código (ex.: 5101).");
    expect(all.find((row) => row.key === "fiscal.cancel_window_minutes")?.value).toBe("30");
  });
});
