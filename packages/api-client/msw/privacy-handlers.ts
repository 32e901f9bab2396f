import { REMOVAL_MESSAGES, dataRemovalListQuerySchema, dataRemovalRejectBodySchema } from "@forno/domain/schemas";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { type StaffTableTools } from "./handler-tools";
import { equals } from "./list-query";

export type PrivacyHandlerTools = StaffTableTools;

/** The API's messages for a request no longer pending (the domain's, as data-removal.service answers them). */
const ALREADY = { done: REMOVAL_MESSAGES.alreadyDone, rejected: REMOVAL_MESSAGES.alreadyRejected } as const;

/** GET /clients/remove-data-requests and its fulfil/reject, like the API (decisions 1810-1812). */
export function privacyHandlers({ data, url, error, staffOnly, parse, list }: PrivacyHandlerTools) {
  const pending = (request: Request, id: unknown) => {
    const denied = staffOnly(request);
    if (denied) return denied;
    const row = data.removalRequestRows.find((entry) => entry.id === Number(id));
    if (!row) return error(404, REMOVAL_MESSAGES.notFound);
    return row.status === "pending" ? row : error(409, ALREADY[row.status]);
  };
  return [
    http.get(url("/clients/remove-data-requests"), ({ request }) =>
      list(request, data.removalRequestRows, dataRemovalListQuerySchema, {
        where: { where_status: equals((row) => row.status) },
        order: { order_created_at: (row) => row.created_at },
      }),
    ),
    http.post(url("/clients/remove-data-requests/:id/fulfil"), ({ request, params }) => {
      const row = pending(request, params.id);
      if (row instanceof Response) return row;
      Object.assign(row, { status: "done", resolved_at: new Date().toISOString() });
      data.clients = data.clients.filter((client) => client.id !== row.client_id);
      return HttpResponse.json(row as JsonBodyType);
    }),
    http.post(url("/clients/remove-data-requests/:id/reject"), async ({ request, params }) => {
      const row = pending(request, params.id);
      if (row instanceof Response) return row;
      const body = await parse(request, dataRemovalRejectBodySchema);
      if (body instanceof Response) return body;
      Object.assign(row, { status: "rejected", resolved_at: new Date().toISOString(), note: body.note });
      return HttpResponse.json(row as JsonBodyType);
    }),
  ];
}
