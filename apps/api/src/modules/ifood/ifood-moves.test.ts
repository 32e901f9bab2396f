import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IfoodCancellationReason, Order } from "@forno/domain/schemas";
import { type NewClient, type TestApp, createClient, createTestApp, loadCatalogue, loginStaff, orderBody, postOrder, request } from "../../../test/support";
import { type FakeIfood, startFakeIfood } from "../../../test/support/fake-ifood";
import { ifoodScene } from "../../../test/support/ifood-scene";
import { ifoodTestEnv } from "../../../test/support/ifood-orders";
import { leaseCalls, releaseCalls } from "./ifood-order-record";

let fake: FakeIfood;
let t: TestApp;
let staff: string;
let ana: NewClient;
const { until, readOrder, placed, move, stateOf } = ifoodScene(() => t, () => staff, () => fake);

beforeAll(async () => {
  fake = await startFakeIfood();
  t = await createTestApp({ env: ifoodTestEnv(fake.url) });
  staff = await loginStaff(t.app);
  ana = await createClient(t.app, { name: "Ana Balcão" });
}, 120_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

const callsOf = (ifoodId: string) => fake.orders.get(ifoodId)!.calls;

describe("desk moves are sent to iFood (growth.md section 4)", () => {
  it("Aceitar is confirm then startPreparation; iFood's own CFM then changes nothing; Saiu para entrega is dispatch; Entregue calls nothing", async () => {
    const { id, ifoodId } = await placed();
    const accepted = await move(id, "PREPARATION");
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation"]);
    const order = await until(() => readOrder(id), (read) => read.ifood?.confirmed_at !== null);
    expect(order.ifood!.confirmed_at).not.toBeNull();
    // The fake raised CFM after the confirm: once polled, nothing moves twice.
    await until(async () => fake.pending.length, (count) => count === 0);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await readOrder(id)).OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID", "PREPARATION"]);

    expect((await move(id, "DISPATCHED")).statusCode).toBe(201);
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation", "dispatch"]);
    expect((await move(id, "DELIVERED")).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation", "dispatch"]);
    expect(stateOf(await readOrder(id))).toBe("DELIVERED");
  });

  it("a takeout order that is ready is readyToPickup", async () => {
    const { id, ifoodId } = await placed({ orderType: "TAKEOUT" });
    expect((await readOrder(id)).is_delivery).toBe(false);
    expect((await move(id, "PREPARATION")).statusCode).toBe(201);
    expect((await move(id, "DISPATCHED")).statusCode).toBe(201);
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation", "readyToPickup"]);
  });

  it("a move that finds the follower telling iFood waits for it and tells iFood itself, before answering", async () => {
    const { id, ifoodId } = await placed({ orderType: "TAKEOUT" });
    expect((await move(id, "PREPARATION")).statusCode).toBe(201);
    // The follower's round for PREPARATION, as it would hold the order's calls when the next move comes.
    const held = await until(() => leaseCalls(t.app.ctx.db, id, 60_000), (lease) => lease !== "busy");
    expect(held).not.toBe("busy");
    const released = new Promise((resolve) => setTimeout(resolve, 300)).then(() => releaseCalls(t.app.ctx.db, id));
    const moved = await move(id, "DISPATCHED");
    await released;
    expect(moved.statusCode).toBe(201);
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation", "readyToPickup"]);
  });

  it("iFood's refusal is answered with iFood's message and the order stays where it was", async () => {
    const { id, ifoodId } = await placed();
    fake.callMode = "refuse";
    try {
      const refused = await move(id, "PREPARATION");
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("O iFood recusou: O pedido não pode mudar para este status.");
    } finally {
      fake.callMode = "accept";
    }
    expect(stateOf(await readOrder(id))).toBe("PAID");
    expect(callsOf(ifoodId)).toEqual([]);
  });

  it("iFood's silence does not hold the desk: the order moves, the card says iFood is being told again, and the follower tells iFood once it answers", async () => {
    const { id, ifoodId } = await placed();
    fake.callMode = "error500";
    const moved = await move(id, "PREPARATION");
    expect(moved.statusCode).toBe(201);
    const waiting = await readOrder(id);
    expect(stateOf(waiting)).toBe("PREPARATION");
    expect(waiting.ifood!.problem).toBe("O iFood ainda não respondeu; tentando avisar de novo.");
    fake.callMode = "accept";
    const told = await until(() => readOrder(id), (read) => read.ifood?.problem === null && read.ifood.confirmed_at !== null);
    expect(told.ifood!.problem).toBeNull();
    expect(callsOf(ifoodId)).toEqual(["confirm", "startPreparation"]);
  });

  it("when iFood never answers, the follower stops after its attempts and the card says to update the order on iFood's portal", async () => {
    const { id } = await placed();
    fake.callMode = "error500";
    try {
      expect((await move(id, "PREPARATION")).statusCode).toBe(201);
      // 200 ms doubling over 6 attempts: given up after about 6 s.
      const given = await until(() => readOrder(id), (read) => read.ifood?.problem === "O iFood não respondeu. Atualize o pedido no Portal do Parceiro iFood.", 20_000);
      expect(given.ifood!.problem).toBe("O iFood não respondeu. Atualize o pedido no Portal do Parceiro iFood.");
      expect(stateOf(given)).toBe("PREPARATION");
    } finally {
      fake.callMode = "accept";
    }
  });

  it("a move the state machine refuses is its 409, and iFood is not called", async () => {
    const { id, ifoodId } = await placed();
    const refused = await move(id, "DELIVERED");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Não é possível mudar o pedido de Pedido Pago para Entregue.");
    expect(callsOf(ifoodId)).toEqual([]);
  });
});

describe("cancelling an iFood order", () => {
  it("lists iFood's reasons, asks iFood with the chosen one, shows Cancelamento solicitado until iFood's CAN cancels it by the store", async () => {
    const { id, ifoodId } = await placed();
    const reasons = await request(t.app, { method: "GET", url: `/orders/${id}/cancellation-reasons`, token: staff });
    expect(reasons.statusCode).toBe(200);
    expect(reasons.json<IfoodCancellationReason[]>()).toEqual([
      { code: "501", description: "PROBLEMAS DE SISTEMA" },
      { code: "503", description: "ITEM INDISPONÍVEL" },
      { code: "506", description: "ESTABELECIMENTO FECHADO" },
    ]);
    const requested = await move(id, "CANCELLED_STORE", { cancellation_code: "503" });
    expect(requested.statusCode, requested.body).toBe(202);
    const answered = requested.json<Order>();
    expect(stateOf(answered)).toBe("PAID");
    expect(answered.ifood!.cancellation_requested_at).not.toBeNull();
    expect(fake.orders.get(ifoodId)!.cancellation).toEqual({ reason: "ITEM INDISPONÍVEL", cancellationCode: "503" });
    fake.emit(ifoodId, "CAN");
    const cancelled = await until(() => readOrder(id), (read) => stateOf(read) === "CANCELLED_STORE");
    expect(stateOf(cancelled)).toBe("CANCELLED_STORE");
  });

  it("iFood cancelling on its own (the customer, the 8 minutes) is CANCELLED_CLIENT, also while preparing", async () => {
    const { id, ifoodId } = await placed();
    expect((await move(id, "PREPARATION")).statusCode).toBe(201);
    fake.emit(ifoodId, "CAN");
    const cancelled = await until(() => readOrder(id), (read) => stateOf(read) === "CANCELLED_CLIENT");
    expect(cancelled.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID", "PREPARATION", "CANCELLED_CLIENT"]);
  });

  it("refuses without a reason, a refund, an unknown reason, and shows iFood's refusal without changing anything", async () => {
    const { id } = await placed();
    const missing = await move(id, "CANCELLED_STORE");
    expect([missing.statusCode, missing.json().message]).toEqual([422, "Escolha o motivo do cancelamento."]);
    const refund = await move(id, "REFUNDED", { cancellation_code: "501" });
    expect([refund.statusCode, refund.json().message]).toEqual([422, "O reembolso de um pedido do iFood é feito pelo iFood."]);
    const unknown = await move(id, "CANCELLED_STORE", { cancellation_code: "999" });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, "Este motivo não está mais entre os do iFood para este pedido. Escolha outro."]);
    fake.callMode = "refuse";
    fake.refusal = "Pedido já foi despachado";
    try {
      const refused = await move(id, "CANCELLED_STORE", { cancellation_code: "501" });
      expect([refused.statusCode, refused.json().message]).toEqual([422, "O iFood recusou: Pedido já foi despachado"]);
    } finally {
      fake.callMode = "accept";
      fake.refusal = "O pedido não pode mudar para este status.";
    }
    const order = await readOrder(id);
    expect([stateOf(order), order.ifood!.cancellation_requested_at]).toEqual(["PAID", null]);
  });

  it("iFood refusing the request afterwards (CARF) takes Cancelamento solicitado back and says why", async () => {
    const { id, ifoodId } = await placed();
    expect((await move(id, "CANCELLED_STORE", { cancellation_code: "506" })).statusCode).toBe(202);
    fake.emit(ifoodId, "CARF");
    const order = await until(() => readOrder(id), (read) => read.ifood?.cancellation_requested_at === null);
    expect(order.ifood!.problem).toBe("O iFood não aceitou o cancelamento: o pedido continua.");
    expect(stateOf(order)).toBe("PAID");
  });

  it("a reason goes only with an iFood order's cancellation; other orders have no iFood reasons", async () => {
    const catalogue = await loadCatalogue(t.app);
    const created = await postOrder(t.app, ana.token, orderBody(catalogue, [{ product: "BB-GUARANA-2L" }], { delivery: false }));
    expect(created.statusCode, created.body).toBe(201);
    const own = created.json<Order>().id;
    const withCode = await move(own, "CANCELLED_STORE", { cancellation_code: "501" });
    expect([withCode.statusCode, withCode.json().message]).toEqual([400, "O motivo de cancelamento do iFood vale só para cancelar um pedido do iFood."]);
    const reasons = await request(t.app, { method: "GET", url: `/orders/${own}/cancellation-reasons`, token: staff });
    expect([reasons.statusCode, reasons.json().message]).toEqual([404, "Este pedido não veio do iFood."]);
    const { id } = await placed();
    expect((await move(id, "PREPARATION", { cancellation_code: "501" })).statusCode).toBe(400);
  });
});
