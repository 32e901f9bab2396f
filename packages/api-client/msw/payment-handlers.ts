import { changeForProblem } from "@forno/domain/orders";
import {
  ACCESS_MESSAGES,
  NOT_FOUND_MESSAGES,
  PAYMENT_MESSAGES,
  cardOnDeliveryPaymentBodySchema,
  cardPaymentBodySchema,
  cashPaymentBodySchema,
  paymentBodyKind,
  pixPaymentBodySchema,
  type Order,
  type PaymentEvent,
  type PaymentResponse,
  type SavedCard,
} from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type z } from "zod";
import { type MockData } from "./fixtures";
import { INVALID_REQUEST, unauthorizedMessage } from "./access";

/** What the mock's POST /order-payments received, as the API would parse it. */
export type MockPaymentRequest = { body: unknown; idempotencyKey: string | null };

/** A 1x1 PNG: the mock's "QR code" image. */
export const MOCK_QR_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
/** The mock's Pix "copia e cola" (a BR Code shape; the real one comes from the API). */
export const MOCK_PIX_CODE = "00020101021226360014br.gov.bcb.pix011445271983000139520400005303986540567.405802BR5914FORNO PIZZARIA6009SAO PAULO62140510PEDIDO10426304ABCD";


const BODY_SCHEMAS = { pix: pixPaymentBodySchema, cash: cashPaymentBodySchema, card_on_delivery: cardOnDeliveryPaymentBodySchema, card: cardPaymentBodySchema } as const;

export interface PaymentHandlerTools {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  session: (request: Request) => MockData["sessions"][string] | undefined;
}

type StreamListener = (event: PaymentEvent) => void;
const listenersOf = new WeakMap<MockData, Map<number, Set<StreamListener>>>();

function listeners(data: MockData, orderId: number): Set<StreamListener> {
  let byOrder = listenersOf.get(data);
  if (!byOrder) {
    byOrder = new Map();
    listenersOf.set(data, byOrder);
  }
  let set = byOrder.get(orderId);
  if (!set) {
    set = new Set();
    byOrder.set(orderId, set);
  }
  return set;
}

/** Sends `{status}` on the open payment streams of an order (what the API does when a payment changes). */
export function emitPaymentEvent(data: MockData, orderId: number, event: PaymentEvent): void {
  for (const listener of listeners(data, orderId)) listener(event);
}

function markPaid(order: Order): void {
  if (order.OrderStateHistory.at(-1)?.to_state !== "PENDING") return;
  const now = new Date().toISOString();
  order.OrderStateHistory.push({ id: order.OrderStateHistory.length + 100, to_state: "PAID", created_at: now });
}

/** The test-card convention of the sandbox (payments.md): the cardholder name decides. */
function cardOutcome(name: string): Pick<PaymentResponse, "status" | "status_detail"> {
  const first = name.trim().split(/\s+/)[0]?.toUpperCase();
  if (first === "OTHE") return { status: "rejected", status_detail: "cc_rejected_other_reason" };
  if (first === "CONT") return { status: "pending", status_detail: "pending_contingency" };
  return { status: "approved", status_detail: "accredited" };
}

/**
 * The payment calls of seed 001 section 7 against the mock store: POST /order-payments (Pix answers
 * a QR; cards follow APRO/OTHE/CONT and the Luhn check), saved cards, the sandbox approve/reject and
 * the payment event stream. `data.paymentRequests` records what the screens sent.
 */
export function paymentHandlers({ data, url, error, session }: PaymentHandlerTools) {
  const clientSession = (request: Request) => {
    const current = session(request);
    return current?.role === "client" ? current : undefined;
  };

  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> | Response => {
    const result = schema.safeParse(body);
    return result.success ? result.data : error(400, result.error.issues[0]?.message ?? INVALID_REQUEST);
  };

  return [
    http.post(url("/order-payments"), async ({ request }) => {
      const payer = session(request);
      if (!payer) return error(401, unauthorizedMessage(request));
      const raw: unknown = await request.json();
      data.paymentRequests.push({ body: raw, idempotencyKey: request.headers.get("idempotency-key") });
      const body = parse(BODY_SCHEMAS[paymentBodyKind(raw)], raw) as z.output<(typeof BODY_SCHEMAS)[keyof typeof BODY_SCHEMAS]> | Response;
      if (body instanceof Response) return body;
      const order = data.orders.find((entry) => entry.id === body.external_reference);
      // Staff pay only the orders staff took (decision 1712).
      if (!order || (payer.role === "staff" && order.channel === "online")) return error(404, NOT_FOUND_MESSAGES.order);
      if (order.OrderStateHistory.at(-1)?.to_state !== "PENDING") return error(409, PAYMENT_MESSAGES.notPending);
      const id = `mock-${data.paymentRequests.length}`;
      const transaction_amount = Math.round((order.amount + order.delivery_fee) * 100) / 100;
      if (body.payment_method_id === "pix") {
        order.OrderPayment = [
          ...(order.OrderPayment ?? []),
          { id: 900 + data.paymentRequests.length, payment_method: "bank_transfer", status: "pending", transaction_amount, change_for: null, created_at: new Date().toISOString() },
        ];
        const answer: PaymentResponse = {
          id,
          status: "pending",
          status_detail: "pending_waiting_transfer",
          external_reference: String(order.id),
          transaction_amount,
          point_of_interaction: { transaction_data: { qr_code: MOCK_PIX_CODE, qr_code_base64: MOCK_QR_PNG_BASE64, ticket_url: null } },
        };
        return HttpResponse.json(answer, { status: 201 });
      }
      if (body.payment_method_id === "cash" || body.payment_method_id === "card_on_delivery") {
        // Payment on delivery (operations.md section 3): confirmed at once when the store accepts it.
        const method = body.payment_method_id === "cash" ? "cash" : "card";
        if (!data.store.payment.on_delivery_methods.includes(method)) return error(422, method === "cash" ? PAYMENT_MESSAGES.cashDisabled : PAYMENT_MESSAGES.cardDisabled);
        const change_for = body.payment_method_id === "cash" ? (body as z.output<typeof cashPaymentBodySchema>).change_for : null;
        const problem = changeForProblem(change_for, Math.round(transaction_amount * 100));
        if (problem) return error(422, problem);
        order.OrderPayment = [
          ...(order.OrderPayment ?? []),
          { id: 900 + data.paymentRequests.length, payment_method: body.payment_method_id, status: "approved", transaction_amount, change_for, created_at: new Date().toISOString() },
        ];
        markPaid(order);
        setTimeout(() => emitPaymentEvent(data, order.id, { status: "approved" }), 0);
        return HttpResponse.json<PaymentResponse>({ id: `order-${order.id}`, status: "approved", status_detail: "to_collect_on_delivery", external_reference: String(order.id), transaction_amount }, { status: 201 });
      }
      const card = body as z.output<typeof cardPaymentBodySchema>;
      const saved = card.card_id ? data.cards.find((entry) => entry.id === card.card_id) : undefined;
      if (card.card_id && !saved) return error(404, PAYMENT_MESSAGES.savedCardNotFound);
      const outcome = cardOutcome(card.card?.cardholder_name ?? saved?.cardholder.name ?? "APRO");
      order.OrderPayment = [
        ...(order.OrderPayment ?? []),
        { id: 900 + data.paymentRequests.length, payment_method: "credit_card", status: outcome.status, transaction_amount, change_for: null, created_at: new Date().toISOString() },
      ];
      if (outcome.status === "approved") {
        markPaid(order);
        if (card.card && !data.cards.some((entry) => entry.last_four_digits === card.card!.number.slice(-4))) {
          data.cards.push({
            id: `card-${data.cards.length + 1}`,
            customer_id: "sbx-client-1",
            cardholder: { name: card.card.cardholder_name.toUpperCase() },
            issuer: { name: "Visa" },
            last_four_digits: card.card.number.slice(-4),
            payment_method: { name: "visa", secure_thumbnail: url("/images/cards/visa.svg") },
          });
        }
      }
      const answer: PaymentResponse = { id, ...outcome, external_reference: String(order.id), transaction_amount };
      // The API raises the payment event in the same transaction; the stream hears it right after.
      if (outcome.status !== "pending") setTimeout(() => emitPaymentEvent(data, order.id, { status: outcome.status }), 0);
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get(url("/order-payments/cards"), ({ request }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      if (!clientSession(request)) return error(403, ACCESS_MESSAGES.forbidden);
      return HttpResponse.json<SavedCard[]>(data.cards);
    }),
    http.delete(url("/order-payments/cards/:id"), ({ request, params }) => {
      if (!clientSession(request)) return error(401, unauthorizedMessage(request));
      const before = data.cards.length;
      data.cards = data.cards.filter((card) => card.id !== params.id);
      if (data.cards.length === before) return error(404, PAYMENT_MESSAGES.cardNotFound);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url("/sandbox/payments/:orderId/approve"), ({ request, params }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const order = data.orders.find((entry) => entry.id === Number(params.orderId));
      if (!order) return error(404, NOT_FOUND_MESSAGES.order);
      const wasPending = order.OrderStateHistory.at(-1)?.to_state === "PENDING";
      markPaid(order);
      for (const payment of order.OrderPayment ?? []) if (payment.status === "pending") payment.status = "approved";
      if (wasPending) setTimeout(() => emitPaymentEvent(data, order.id, { status: "approved" }), 0);
      return HttpResponse.json(order);
    }),
    http.post(url("/sandbox/payments/:orderId/reject"), ({ request, params }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const order = data.orders.find((entry) => entry.id === Number(params.orderId));
      if (!order) return error(404, NOT_FOUND_MESSAGES.order);
      setTimeout(() => emitPaymentEvent(data, order.id, { status: "rejected" }), 0);
      return HttpResponse.json(order);
    }),
    http.get(url("/order-payments/sse/:orderId"), ({ request, params }) => {
      if (!clientSession(request)) return error(401, unauthorizedMessage(request));
      const orderId = Number(params.orderId);
      const encoder = new TextEncoder();
      let eventId = 0;
      let listener: StreamListener | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          listener = (event) => {
            eventId += 1;
            try {
              controller.enqueue(encoder.encode(`id: ${eventId}\ndata: ${JSON.stringify(event)}\n\n`));
            } catch {
              // The page closed the stream.
            }
          };
          listeners(data, orderId).add(listener);
          request.signal.addEventListener("abort", () => {
            if (listener) listeners(data, orderId).delete(listener);
          });
        },
        cancel() {
          if (listener) listeners(data, orderId).delete(listener);
        },
      });
      return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
    }),
  ];
}
