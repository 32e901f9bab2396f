import { LOYALTY_MESSAGES } from "@forno/domain/loyalty";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import { type LoyaltyHistoryEntry, loyaltyAdjustmentBodySchema } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type StaffTableTools } from "./handler-tools";
import { mockLoyaltyCard } from "./loyalty-mock";

export type LoyaltyStaffHandlerTools = Pick<StaffTableTools, "data" | "url" | "error" | "staffOnly" | "parse">;

/**
 * Staff GET /clients/{id}/loyalty and POST /clients/{id}/loyalty/adjustments (growth.md section 2):
 * the body checked by the domain's schema, a change below zero refused with the API's 422, the
 * entry written with the staff member's id. /clients/me/loyalty is the customer's (falls through).
 */
export function loyaltyStaffHandlers({ data, url, error, staffOnly, parse }: LoyaltyStaffHandlerTools) {
  const clientOf = (id: string) => data.clients.find((client) => client.id === Number(id));
  return [
    http.get(url("/clients/:id/loyalty"), ({ request, params }) => {
      if (params.id === "me") return undefined;
      const denied = staffOnly(request);
      if (denied) return denied;
      const client = clientOf(String(params.id));
      return client ? HttpResponse.json(mockLoyaltyCard(data, client)) : error(404, STAFF_ORDER_MESSAGES.clientNotFound);
    }),
    http.post(url("/clients/:id/loyalty/adjustments"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const client = clientOf(String(params.id));
      if (!client) return error(404, STAFF_ORDER_MESSAGES.clientNotFound);
      const body = await parse(request, loyaltyAdjustmentBodySchema);
      if (body instanceof Response) return body;
      if (client.loyalty_stamps + body.change < 0) return error(422, LOYALTY_MESSAGES.notEnoughStamps);
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      const staff = data.sessions[token]!;
      const entry: LoyaltyHistoryEntry = { at: new Date().toISOString(), change: body.change, reason: body.reason, order_id: null, staff_id: staff.sub, staff_name: staff.name };
      data.loyaltyHistory[client.id] = [...(data.loyaltyHistory[client.id] ?? []), entry];
      client.loyalty_stamps += body.change;
      return HttpResponse.json(mockLoyaltyCard(data, client), { status: 201 });
    }),
  ];
}
