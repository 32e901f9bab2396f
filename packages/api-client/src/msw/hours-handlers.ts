import { orderSlotsQuerySchema, storeHoursBodySchema, storePauseBodySchema } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type z } from "zod";
import type { MockData } from "./fixtures";

interface HoursHandlerDeps {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  parse: <S extends z.ZodType>(request: Request, schema: S) => Promise<z.output<S> | Response>;
  staff: (request: Request) => boolean;
}

/**
 * Store hours, the pause and the slots: bodies checked by the API's schemas (a 400 names the day),
 * answers from `data.hours` and `data.slots`. The opening state is not recomputed, except that a
 * pause closes the store and resuming opens it again: tests set `data.hours` for other states.
 */
export function hoursHandlers({ data, url, error, parse, staff }: HoursHandlerDeps) {
  const forbidden = () => error(401, "Sessão expirada. Entre novamente.");
  return [
    http.get(url("/store/hours"), () => HttpResponse.json(data.hours)),
    http.put(url("/store/hours"), async ({ request }) => {
      if (!staff(request)) return forbidden();
      const body = await parse(request, storeHoursBodySchema);
      if (body instanceof Response) return body;
      data.hours = { ...data.hours, ...body };
      return HttpResponse.json(data.hours);
    }),
    http.post(url("/store/pause"), async ({ request }) => {
      if (!staff(request)) return forbidden();
      const body = await parse(request, storePauseBodySchema);
      if (body instanceof Response) return body;
      const until = body.minutes === null ? null : new Date(Date.now() + body.minutes * 60_000).toISOString();
      data.hours = { ...data.hours, pause: { until, reason: body.reason }, is_open: false, closes_at: null, next_open_at: until };
      return HttpResponse.json(data.hours);
    }),
    http.delete(url("/store/pause"), ({ request }) => {
      if (!staff(request)) return forbidden();
      data.hours = { ...data.hours, pause: null, is_open: true, next_open_at: null };
      return HttpResponse.json(data.hours);
    }),
    http.get(url("/orders/slots"), ({ request }) => {
      const query = orderSlotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, "Data inválida.");
      return HttpResponse.json(data.slots[query.data.date] ?? []);
    }),
  ];
}
