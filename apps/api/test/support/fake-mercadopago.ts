import Fastify, { type FastifyInstance } from "fastify";
import { signManifest, webhookManifest } from "../../src/payments/webhook-signature";

/** A payment as the fake keeps it (the fields of Mercado Pago's answer that we read). */
export interface FakeMpPayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  description: string;
  payment_method_id: string;
  payment_type_id: string;
  installments?: number;
  date_approved: string | null;
  payer: Record<string, unknown>;
  statement_descriptor?: string;
  card?: { last_four_digits: string };
  point_of_interaction?: { transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
}

export interface FakeMpCard {
  id: string;
  customer_id: string;
  last_four_digits: string;
  first_six_digits: string;
  expiration_month: number;
  expiration_year: number;
  cardholder: { name: string };
  issuer: { id: number; name: string };
  payment_method: { id: string; name: string; secure_thumbnail: string };
}

export interface FakeMpRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeMercadoPago {
  /** http://127.0.0.1:<port>: give it to MERCADOPAGO_API_URL. */
  url: string;
  accessToken: string;
  payments: Map<string, FakeMpPayment>;
  customers: Array<{ id: string; email: string }>;
  cards: FakeMpCard[];
  /** Every call received, oldest first. */
  requests: FakeMpRequest[];
  /** The provider changes a payment's status (a Pix paid, a payment refused). */
  setStatus(id: string | number, status: string, detail?: string): void;
  /** While true, every call answers 503. */
  down: boolean;
  close(): Promise<void>;
}

/**
 * A local fake of Mercado Pago's HTTP API (payments, customers, cards) on 127.0.0.1, for the
 * adapter's contract tests: nothing leaves the machine. It checks what the real API requires of
 * us (bearer access token, X-Idempotency-Key on POST /v1/payments, which then returns the same
 * payment for the same key). A card token's first word decides the card's fate, like the test
 * cardholder names: "APRO-..." approved, "OTHE-..." rejected, "CONT-..." in process.
 */
export async function startFakeMercadoPago(accessToken = "TEST-fake-access-token"): Promise<FakeMercadoPago> {
  const server: FastifyInstance = Fastify({ logger: false });
  const payments = new Map<string, FakeMpPayment>();
  const byIdempotencyKey = new Map<string, string>();
  const customers: Array<{ id: string; email: string }> = [];
  const cards: FakeMpCard[] = [];
  const requests: FakeMpRequest[] = [];
  let nextPayment = 1_300_000_001;
  let nextCard = 9_000_000_001;
  const state = { down: false };

  server.addHook("onRequest", async (request, reply) => {
    requests.push({ method: request.method, path: request.url, headers: { ...request.headers }, body: undefined });
    if (state.down) return reply.code(503).send({ message: "service unavailable" });
    if (request.headers.authorization !== `Bearer ${accessToken}`) return reply.code(401).send({ message: "invalid access token", status: 401 });
    return undefined;
  });
  server.addHook("preHandler", async (request) => {
    const last = requests.at(-1);
    if (last !== undefined) last.body = request.body;
  });

  server.post("/v1/payments", async (request, reply) => {
    const key = request.headers["x-idempotency-key"];
    if (typeof key !== "string" || key === "") return reply.code(400).send({ message: "X-Idempotency-Key is required", status: 400 });
    const seen = byIdempotencyKey.get(key);
    if (seen !== undefined) return reply.code(200).send(payments.get(seen));
    const body = request.body as Record<string, unknown>;
    const id = nextPayment++;
    const method = String(body.payment_method_id);
    const base: FakeMpPayment = {
      id,
      status: "pending",
      status_detail: "pending_waiting_transfer",
      external_reference: (body.external_reference as string | undefined) ?? null,
      transaction_amount: Number(body.transaction_amount),
      description: String(body.description ?? ""),
      payment_method_id: method,
      payment_type_id: method === "pix" ? "bank_transfer" : "credit_card",
      date_approved: null,
      payer: (body.payer as Record<string, unknown>) ?? {},
      ...(typeof body.statement_descriptor === "string" ? { statement_descriptor: body.statement_descriptor } : {}),
    };
    let payment: FakeMpPayment;
    if (method === "pix") {
      payment = {
        ...base,
        point_of_interaction: {
          transaction_data: { qr_code: `00020126580014br.gov.bcb.pix-fake-${id}`, qr_code_base64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", ticket_url: `https://fake.mp/pix/${id}` },
        },
      };
    } else {
      const token = String(body.token ?? "");
      const outcome = token.split("-")[0];
      const [status, detail] = outcome === "OTHE" ? ["rejected", "cc_rejected_other_reason"] : outcome === "CONT" ? ["in_process", "pending_contingency"] : ["approved", "accredited"];
      payment = { ...base, status: status!, status_detail: detail!, installments: Number(body.installments), card: { last_four_digits: "6351" }, date_approved: status === "approved" ? new Date().toISOString() : null };
    }
    payments.set(String(id), payment);
    byIdempotencyKey.set(key, String(id));
    return reply.code(201).send(payment);
  });

  server.get<{ Params: { id: string } }>("/v1/payments/:id", async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (payment === undefined) return reply.code(404).send({ message: "Payment not found", status: 404 });
    return payment;
  });

  server.get<{ Querystring: { email?: string } }>("/v1/customers/search", async (request) => ({
    paging: { total: 0, limit: 10, offset: 0 },
    results: customers.filter((customer) => customer.email === request.query.email),
  }));
  server.post("/v1/customers", async (request, reply) => {
    const { email } = request.body as { email: string };
    if (customers.some((customer) => customer.email === email)) return reply.code(400).send({ message: "the customer already exists", status: 400 });
    const customer = { id: `${customers.length + 100}-fakeCustomer`, email };
    customers.push(customer);
    return reply.code(201).send(customer);
  });
  server.get<{ Params: { id: string } }>("/v1/customers/:id/cards", async (request) => cards.filter((card) => card.customer_id === request.params.id));
  server.post<{ Params: { id: string } }>("/v1/customers/:id/cards", async (request, reply) => {
    const customer = customers.find((entry) => entry.id === request.params.id);
    if (customer === undefined) return reply.code(404).send({ message: "customer not found", status: 404 });
    const card: FakeMpCard = {
      id: String(nextCard++),
      customer_id: customer.id,
      last_four_digits: "6351",
      first_six_digits: "503143",
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: "APRO" },
      issuer: { id: 24, name: "Mastercard" },
      payment_method: { id: "master", name: "Mastercard", secure_thumbnail: "https://fake.mp/master.gif" },
    };
    cards.push(card);
    return reply.code(201).send(card);
  });
  server.delete<{ Params: { id: string; cardId: string } }>("/v1/customers/:id/cards/:cardId", async (request, reply) => {
    const index = cards.findIndex((card) => card.customer_id === request.params.id && card.id === request.params.cardId);
    if (index === -1) return reply.code(404).send({ message: "card not found", status: 404 });
    const [removed] = cards.splice(index, 1);
    return removed;
  });

  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("the fake did not listen on TCP");

  return {
    url: `http://127.0.0.1:${address.port}`,
    accessToken,
    payments,
    customers,
    cards,
    requests,
    setStatus(id, status, detail) {
      const payment = payments.get(String(id));
      if (payment === undefined) throw new Error(`the fake has no payment ${id}`);
      payment.status = status;
      payment.status_detail = detail ?? (status === "approved" ? "accredited" : status);
      if (status === "approved") payment.date_approved = new Date().toISOString();
    },
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => server.close(),
  };
}

/** A notification as Mercado Pago sends it, signed with `secret` (or deliberately not). */
export function mercadoPagoNotification(
  paymentId: string | number,
  secret: string,
  options: { requestId?: string; ts?: number; signWith?: string; action?: string } = {},
): { url: string; headers: Record<string, string>; payload: Record<string, unknown> } {
  const dataId = String(paymentId);
  const requestId = options.requestId ?? `req-${Math.random().toString(16).slice(2)}`;
  const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
  const v1 = signManifest(options.signWith ?? secret, webhookManifest({ dataId, requestId, ts }));
  return {
    url: `/webhooks/mercadopago?data.id=${encodeURIComponent(dataId)}&type=payment`,
    headers: { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId },
    payload: { id: 12345, live_mode: false, type: "payment", date_created: new Date().toISOString(), user_id: 44444, api_version: "v1", action: options.action ?? "payment.updated", data: { id: dataId } },
  };
}
