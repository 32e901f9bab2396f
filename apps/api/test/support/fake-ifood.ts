import { randomUUID } from "node:crypto";
import Fastify, { type FastifyReply } from "fastify";
import { FAKE_IFOOD, type IfoodOrderInput, ifoodOrderDetails } from "./ifood-orders";

/** How the fake answers a kind of call: 202, a refusal with iFood's message (400), a 500, or late. */
export type FakeIfoodMode = "accept" | "refuse" | "error500" | "slow";

/** A call the fake received (never the secret or the token: only whether they were right). */
export interface FakeIfoodCall {
  at: number;
  method: string;
  path: string;
  body: unknown;
}

export interface FakeIfoodEvent {
  id: string;
  code: string;
  fullCode: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
}

export interface FakeIfoodOrder {
  details: Record<string, unknown>;
  /** Answer 404 to this many more detail reads (iFood's details may lag PLACED). */
  notFoundReads: number;
  /** The status calls made for it, in order (confirm, startPreparation, dispatch...). */
  calls: string[];
  cancellation: { reason: string; cancellationCode: string } | null;
}

export { FAKE_IFOOD };

export const FAKE_CANCELLATION_REASONS = [
  { cancelCodeId: "501", description: "PROBLEMAS DE SISTEMA" },
  { cancelCodeId: "503", description: "ITEM INDISPONÍVEL" },
  { cancelCodeId: "506", description: "ESTABELECIMENTO FECHADO" },
];

const FULL_CODES: Record<string, string> = { PLC: "PLACED", CFM: "CONFIRMED", RTP: "READY_TO_PICKUP", DSP: "DISPATCHED", CON: "CONCLUDED", CAN: "CANCELLED", CAR: "CANCELLATION_REQUESTED", CARF: "CANCELLATION_REQUEST_FAILED" };
/** The event iFood raises after each accepted status call (its order workflow). */
const EVENT_AFTER: Record<string, string> = { confirm: "CFM", readyToPickup: "RTP", dispatch: "DSP", requestCancellation: "CAR" };
const STATUS_CALLS = ["confirm", "startPreparation", "readyToPickup", "dispatch"];

export interface FakeIfood {
  /** http://127.0.0.1:<port>: give it to IFOOD_BASE_URL. */
  url: string;
  orders: Map<string, FakeIfoodOrder>;
  /** Events not acknowledged yet (what a poll answers). */
  pending: FakeIfoodEvent[];
  calls: FakeIfoodCall[];
  /** Each poll: when it started and ended (two pollers would overlap, or come twice an interval). */
  polls: Array<{ start: number; end: number }>;
  acknowledged: string[];
  interruptions: Map<string, { description: string; start: string; end: string; closed: boolean }>;
  tokensIssued: number;
  /** How status calls, cancellations and interruptions are answered; polls and details follow `pollMode`. */
  callMode: FakeIfoodMode;
  pollMode: FakeIfoodMode;
  refusal: string;
  slowMs: number;
  /** Polls answer their events in reverse order (iFood may deliver them out of order). */
  reverse: boolean;
  /** A new order placed on iFood: its PLACED event is queued. */
  place(details: Record<string, unknown>, options?: { notFoundReads?: number }): FakeIfoodOrder;
  /** An event iFood raises by itself (CAN after 8 minutes, CON...). */
  emit(orderId: string, code: string, createdAt?: Date): FakeIfoodEvent;
  close(): Promise<void>;
}

/**
 * A local fake of iFood's Merchant API on 127.0.0.1 (growth.md section 4, with the contract's paths;
 * developer.ifood.com.br's order workflow, polling, acknowledgment, cancellation and merchant
 * interruption pages): OAuth client credentials as a form, Bearer tokens, polling with
 * `x-polling-merchants` answering the events not acknowledged (200) or 204, details that may answer
 * 404 first, status calls answering 202 (raising CFM/DSP/RTP/CAR as iFood does) or a refusal with
 * iFood's message, cancellation reasons, interruptions. `/_fake/*` drives it over HTTP (the e2e run).
 */
export async function startFakeIfood(port = 0): Promise<FakeIfood> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  // The token request is a form, as iFood's documents show it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const tokens = new Set<string>();
  const fake: FakeIfood = {
    url: "",
    orders: new Map(),
    pending: [],
    calls: [],
    polls: [],
    acknowledged: [],
    interruptions: new Map(),
    tokensIssued: 0,
    callMode: "accept",
    pollMode: "accept",
    refusal: "O pedido não pode mudar para este status.",
    slowMs: 2_000,
    reverse: false,
    place(details, options = {}) {
      const id = String(details.id);
      const order: FakeIfoodOrder = { details, notFoundReads: options.notFoundReads ?? 0, calls: [], cancellation: null };
      fake.orders.set(id, order);
      fake.emit(id, "PLC", new Date(String(details.createdAt ?? new Date().toISOString())));
      return order;
    },
    emit(orderId, code, createdAt = new Date()) {
      const event = { id: randomUUID(), code, fullCode: FULL_CODES[code] ?? code, orderId, merchantId: FAKE_IFOOD.merchantId, createdAt: createdAt.toISOString() };
      fake.pending.push(event);
      return event;
    },
    close: () => app.close(),
  };

  const refuse = (reply: FastifyReply, status = 400) => reply.code(status).send({ error: { code: "BadRequest", message: fake.refusal } });
  /** Answers per mode; null: go on with the real answer. */
  const modeAnswer = async (mode: FakeIfoodMode, reply: FastifyReply) => {
    if (mode === "error500") return reply.code(500).type("text/html").send("<html><body>Internal Server Error</body></html>");
    if (mode === "refuse") return refuse(reply);
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    return null;
  };

  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/_fake") || request.url.startsWith("/authentication")) return;
    const token = request.headers.authorization?.replace(/^Bearer /, "");
    if (token === undefined || !tokens.has(token)) return reply.code(401).send({ error: { code: "Unauthorized", message: "Token inválido" } });
  });
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/_fake") && !request.url.startsWith("/authentication")) fake.calls.push({ at: Date.now(), method: request.method, path: request.url, body: request.body });
  });

  app.post<{ Body: Record<string, string> }>("/authentication/v1.0/oauth/token", async (request, reply) => {
    const form = request.body ?? {};
    if (form.grantType !== "client_credentials" || form.clientId !== FAKE_IFOOD.clientId || form.clientSecret !== FAKE_IFOOD.clientSecret) {
      return reply.code(401).send({ error: { code: "Unauthorized", message: "Credenciais inválidas" } });
    }
    const accessToken = `fake-token-${randomUUID()}`;
    tokens.add(accessToken);
    fake.tokensIssued++;
    return { accessToken, type: "bearer", expiresIn: 21_600 };
  });

  app.get("/order/v1.0/events:polling", async (request, reply) => {
    if (request.headers["x-polling-merchants"] !== FAKE_IFOOD.merchantId) return reply.code(400).send({ error: { code: "BadRequest", message: "x-polling-merchants inválido" } });
    const poll = { start: Date.now(), end: 0 };
    fake.polls.push(poll);
    try {
      if (fake.pollMode === "error500" || fake.pollMode === "slow") {
        const answered = await modeAnswer(fake.pollMode, reply);
        if (answered !== null) return answered;
      }
      const events = fake.reverse ? [...fake.pending].reverse() : [...fake.pending];
      if (events.length === 0) return reply.code(204).send();
      return events;
    } finally {
      poll.end = Date.now();
    }
  });

  app.post<{ Body: Array<{ id: string }> }>("/order/v1.0/events/acknowledgment", async (request, reply) => {
    const ids = new Set((request.body ?? []).map((entry) => entry.id));
    fake.acknowledged.push(...ids);
    fake.pending = fake.pending.filter((event) => !ids.has(event.id));
    return reply.code(202).send();
  });

  app.get<{ Params: { id: string } }>("/order/v1.0/orders/:id", async (request, reply) => {
    const order = fake.orders.get(request.params.id);
    if (order === undefined || order.notFoundReads > 0) {
      if (order !== undefined) order.notFoundReads--;
      return reply.code(404).send({ error: { code: "NotFound", message: "Order not found" } });
    }
    return order.details;
  });

  app.get<{ Params: { id: string } }>("/order/v1.0/orders/:id/cancellationReasons", async (request, reply) => {
    if (!fake.orders.has(request.params.id)) return reply.code(404).send({ error: { code: "NotFound", message: "Order not found" } });
    return FAKE_CANCELLATION_REASONS;
  });

  app.post<{ Params: { id: string; call: string }; Body: { reason?: string; cancellationCode?: string } | undefined }>("/order/v1.0/orders/:id/:call", async (request, reply) => {
    const { id, call } = request.params;
    const order = fake.orders.get(id);
    if (order === undefined) return reply.code(404).send({ error: { code: "NotFound", message: "Order not found" } });
    if (call !== "requestCancellation" && !STATUS_CALLS.includes(call)) return reply.code(404).send({ error: { code: "NotFound", message: "Unknown call" } });
    const answered = await modeAnswer(fake.callMode, reply);
    if (answered !== null) return answered;
    if (call === "requestCancellation") {
      const code = request.body?.cancellationCode;
      if (!FAKE_CANCELLATION_REASONS.some((reason) => reason.cancelCodeId === code) || !request.body?.reason) return reply.code(400).send({ error: { code: "BadRequest", message: "Motivo de cancelamento inválido" } });
      order.cancellation = { reason: request.body.reason, cancellationCode: code! };
    }
    order.calls.push(call);
    const after = EVENT_AFTER[call];
    if (after !== undefined) fake.emit(id, after);
    return reply.code(202).send();
  });

  app.post<{ Params: { merchantId: string }; Body: { description: string; start: string; end: string } }>("/merchant/v1.0/merchants/:merchantId/interruptions", async (request, reply) => {
    if (request.params.merchantId !== FAKE_IFOOD.merchantId) return reply.code(404).send({ error: { code: "NotFound", message: "Merchant not found" } });
    const answered = await modeAnswer(fake.callMode, reply);
    if (answered !== null) return answered;
    const { description, start, end } = request.body;
    if (!description || !start || !end || Date.parse(end) <= Date.parse(start)) return reply.code(400).send({ error: { code: "BadRequest", message: "Interrupção inválida" } });
    const id = randomUUID();
    fake.interruptions.set(id, { description, start, end, closed: false });
    return reply.code(201).send({ id, description, start, end });
  });

  app.delete<{ Params: { merchantId: string; id: string } }>("/merchant/v1.0/merchants/:merchantId/interruptions/:id", async (request, reply) => {
    const interruption = fake.interruptions.get(request.params.id);
    if (interruption === undefined || interruption.closed) return reply.code(404).send({ error: { code: "NotFound", message: "Interruption not found" } });
    interruption.closed = true;
    return reply.code(204).send();
  });

  // The e2e run drives the fake over HTTP.
  app.get("/_fake/health", async () => ({ ok: true }));
  // An order placed on iFood: its details as given, or the sample order of ifood-orders.ts built from `sample`.
  app.post<{ Body: { details?: Record<string, unknown>; sample?: IfoodOrderInput; notFoundReads?: number } }>("/_fake/orders", async (request, reply) => {
    const details = request.body.details ?? ifoodOrderDetails(request.body.sample ?? {});
    fake.place(details, { notFoundReads: request.body.notFoundReads ?? 0 });
    return reply.code(201).send({ id: details.id, displayId: details.displayId });
  });
  app.post<{ Params: { id: string }; Body: { code: string } }>("/_fake/orders/:id/events", async (request, reply) => reply.code(201).send(fake.emit(request.params.id, request.body.code)));
  app.get<{ Params: { id: string } }>("/_fake/orders/:id", async (request, reply) => {
    const order = fake.orders.get(request.params.id);
    return order === undefined ? reply.code(404).send() : { calls: order.calls, cancellation: order.cancellation };
  });

  fake.url = await app.listen({ host: "127.0.0.1", port });
  return fake;
}
