import { FISCAL_MESSAGES, cancelDeadline } from "@forno/domain/fiscal";
import { fiscalCancelBodySchema, NOT_FOUND_MESSAGES, type FiscalNoteRow, type Order } from "@forno/domain/schemas";
import { orderSums } from "@forno/domain/order-reading";
import { http, HttpResponse } from "msw";
import { INVALID_REQUEST } from "./access";
import { emitStaffOrderEvent } from "./order-desk-handlers";
import { type MockData } from "./fixtures";

export interface FiscalHandlerTools {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
}

/** The mock's authorised note: the sandbox provider's shape (growth.md section 3). */
export function mockAuthorizedNote(orderId: number, issuedAt = new Date()): NonNullable<Order["fiscal"]> {
  const key = `3526${String(orderId).padStart(40, "0")}`;
  return {
    status: "authorized",
    number: String(orderId),
    series: "1",
    access_key: key,
    qrcode_url: `https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|2|1|MOCK`,
    consult_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta",
    message: null,
    issued_at: issuedAt.toISOString(),
  };
}

/** The NFC-e's staff routes, answering the API's own messages: issue (409 when authorised), cancel within 30 minutes, the notes that need attention. */
export function fiscalHandlers({ data, url, error, staffOnly }: FiscalHandlerTools) {
  const orderOf = (id: unknown) => data.orders.find((order) => order.id === Number(id));
  const changed = (order: Order) => {
    emitStaffOrderEvent(data, order);
    return HttpResponse.json(order);
  };
  return [
    http.post(url("/orders/:id/fiscal"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const order = orderOf(params.id);
      if (!order) return error(404, NOT_FOUND_MESSAGES.order);
      if (order.fiscal?.status === "authorized") return error(409, FISCAL_MESSAGES.alreadyAuthorized);
      order.fiscal = mockAuthorizedNote(order.id);
      return changed(order);
    }),
    http.delete(url("/orders/:id/fiscal"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const order = orderOf(params.id);
      if (!order) return error(404, NOT_FOUND_MESSAGES.order);
      const body = fiscalCancelBodySchema.safeParse(await request.json().catch(() => ({})));
      if (!body.success) return error(400, body.error.issues[0]?.message ?? INVALID_REQUEST);
      if (order.fiscal?.status !== "authorized" || order.fiscal.issued_at === null) return error(422, FISCAL_MESSAGES.notAuthorized);
      if (new Date() > cancelDeadline(order.fiscal.issued_at, 30)) return error(422, FISCAL_MESSAGES.cancelWindowClosed);
      order.fiscal = { ...order.fiscal, status: "cancelled", message: `Cancelada: ${body.data.reason}` };
      return changed(order);
    }),
    http.get(url("/fiscal/notes"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const rows: FiscalNoteRow[] = data.orders
        .filter((order) => order.fiscal != null && (order.fiscal.status === "rejected" || order.fiscal.status === "error" || (order.fiscal.status === "authorized" && order.fiscal.message !== null)))
        .map((order) => ({
          order_id: order.id,
          order_external_id: order.external_id,
          client_name: order.Client?.name ?? null,
          total: orderSums(order).total / 100,
          ref: `forno-${order.id}-1`,
          fiscal: order.fiscal!,
          updated_at: order.created_at,
        }));
      return HttpResponse.json(rows);
    }),
  ];
}
