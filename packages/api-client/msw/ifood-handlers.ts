import { IFOOD_MESSAGES, confirmDeadline } from "@forno/domain/ifood";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { type OrderState } from "@forno/domain/orders";
import { type IfoodCancellationReason, type Order, type OrderStateChangeBody } from "@forno/domain/schemas";
import { sampleOrder } from "@forno/domain/fixtures";
import { http, HttpResponse } from "msw";

/** iFood's reasons for the mock's iFood orders (the fake of the API's tests lists the same). */
export const MOCK_IFOOD_REASONS: IfoodCancellationReason[] = [
  { code: "501", description: "PROBLEMAS DE SISTEMA" },
  { code: "503", description: "ITEM INDISPONÍVEL" },
];

/** An iFood order as the API answers it: placed `placedAt`, paid, not confirmed yet (tests pass other fields). */
export function mockIfoodOrder(id: number, placedAt: string, fields: Partial<Order> = {}): Order {
  const base = structuredClone(sampleOrder);
  return {
    ...base,
    id,
    external_id: 1000 + id,
    created_at: placedAt,
    channel: "ifood",
    external_ref: `7d0c1d4a-3a57-4d0e-9d5a-00000000${String(id).padStart(4, "0")}`,
    display_ref: `9C${String(id).padStart(2, "0")}`,
    discount: 0,
    discount_sponsor: null,
    Client: { name: "Ana do iFood", phone: null, email: null },
    OrderStateHistory: [
      { id: id * 10, to_state: "PENDING", created_at: placedAt },
      { id: id * 10 + 1, to_state: "PAID", created_at: placedAt },
    ],
    OrderPayment: [{ id: id * 10, payment_method: "ifood", status: "approved", transaction_amount: 62.9, change_for: null, created_at: placedAt }],
    ifood: {
      placed_at: placedAt,
      confirm_by: new Date(confirmDeadline(placedAt)).toISOString(),
      confirmed_at: null,
      customer_phone: "0800 007 0110",
      phone_localizer: "12345678",
      customer_document: null,
      cancellation_requested_at: null,
      problem: null,
    },
    ...fields,
  };
}

interface Deps {
  data: { orders: Order[] };
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
}

/**
 * The iFood part of POST /order-state-historys, before the move itself: a `cancellation_code` goes
 * only with an iFood order's cancellation; cancelling an iFood order asks iFood (202 with the order,
 * "Cancelamento solicitado"); with `refusal` (iFood's own words), any other move of an iFood order is
 * refused as the API refuses it. Null: an ordinary move follows.
 */
export function ifoodMove(order: Order, body: OrderStateChangeBody, error: Deps["error"], refusal: string | null = null): Response | null {
  const cancelling = isCancelledOrderState(body.to_state as OrderState);
  // iFood refusing the status call of a desk move: the API answers iFood's message, the order stays.
  if (order.channel === "ifood" && !cancelling && refusal !== null) return error(422, IFOOD_MESSAGES.refused(refusal));
  if (order.channel !== "ifood" || !cancelling) return body.cancellation_code === undefined ? null : error(400, IFOOD_MESSAGES.reasonOnlyForIfoodCancel);
  if (body.to_state === "REFUNDED") return error(422, IFOOD_MESSAGES.refundThroughIfood);
  if (body.cancellation_code === undefined) return error(422, IFOOD_MESSAGES.reasonRequired);
  if (!MOCK_IFOOD_REASONS.some((reason) => reason.code === body.cancellation_code)) return error(422, IFOOD_MESSAGES.unknownReason);
  order.ifood = { ...order.ifood!, cancellation_requested_at: new Date().toISOString() };
  return HttpResponse.json(order, { status: 202 });
}

/** GET /orders/{id}/cancellation-reasons: iFood's reasons for an iFood order, a 404 for any other. */
export function ifoodHandlers({ data, url, error, staffOnly }: Deps) {
  return [
    http.get(url("/orders/:id/cancellation-reasons"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const order = data.orders.find((entry) => entry.id === Number(params.id));
      if (order?.channel !== "ifood") return error(404, IFOOD_MESSAGES.notAnIfoodOrder);
      return HttpResponse.json(MOCK_IFOOD_REASONS);
    }),
  ];
}
