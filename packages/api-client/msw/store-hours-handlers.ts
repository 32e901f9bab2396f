import { ACCESS_MESSAGES, BUSINESS_HOURS_SETTING_KEY, orderSlotsQuerySchema, type Setting, storeHoursBodySchema, storePauseBodySchema } from "@forno/domain/schemas";
import { DEFAULT_SCHEDULING_SETTINGS, type StoreHours, openingState, orderSlots, slotCounts, weekHoursText } from "@forno/domain/store-hours";
import { http, HttpResponse } from "msw";
import { type MockData } from "./fixtures";
import { type HandlerTools } from "./handler-tools";
import { INVALID_REQUEST, unauthorizedMessage } from "./access";

/** The mock store's hours with its online flag, as the domain reads them. */
export function mockStoreHours(data: MockData): StoreHours {
  return { ...data.hours, online: data.store.store_info.online };
}

/** GET /settings/store's computed and scheduling fields, from the mock's hours and settings at `now`. */
export function mockOperation(data: MockData, now = new Date()) {
  return { ...data.store.operation, ...openingState(mockStoreHours(data), now) };
}

/**
 * GET/PUT /store/hours, POST/DELETE /store/pause and GET /orders/slots, computed with the domain's
 * rules like the API: bodies checked by the API's schemas (400 with the first message), staff only
 * for the writes, slots from `orderSlots` with the scheduling settings of `data.store.operation`
 * and the places taken in `data.slotsTaken` (slot start ISO -> orders).
 */
export function storeHoursHandlers({ data, url, error, parse, session }: HandlerTools) {
  const answer = () => {
    const hours = mockStoreHours(data);
    return HttpResponse.json({ timezone: hours.timezone, week: hours.week, exceptions: hours.exceptions, pause: hours.pause, ...openingState(hours, new Date()) });
  };
  const staffOnly = (request: Request) => {
    const who = session(request);
    if (!who) return error(401, unauthorizedMessage(request));
    return who.role === "staff" ? undefined : error(403, ACCESS_MESSAGES.forbidden);
  };
  return [
    http.get(url("/store/hours"), answer),
    http.put(url("/store/hours"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, storeHoursBodySchema);
      if (body instanceof Response) return body;
      data.hours = { ...data.hours, ...body };
      // Like the API, the week writes the business hours text (decision 3602).
      const text = weekHoursText(body.week);
      data.store.store_info.business_hours = text;
      const row = (data as MockData & { settings?: Setting[] }).settings?.find((setting) => setting.key === BUSINESS_HOURS_SETTING_KEY);
      if (row !== undefined) row.value = text;
      return answer();
    }),
    http.post(url("/store/pause"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, storePauseBodySchema);
      if (body instanceof Response) return body;
      const until = body.minutes === null ? null : new Date(Date.now() + body.minutes * 60_000).toISOString();
      data.hours = { ...data.hours, pause: { until, reason: body.reason } };
      return answer();
    }),
    http.delete(url("/store/pause"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      data.hours = { ...data.hours, pause: null };
      return answer();
    }),
    http.get(url("/orders/slots"), ({ request }) => {
      const query = orderSlotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, query.error.issues[0]?.message ?? INVALID_REQUEST);
      const operation = data.store.operation;
      const settings = { ...DEFAULT_SCHEDULING_SETTINGS, ...operation };
      const taken = slotCounts(Object.entries(data.slotsTaken).map(([start, count]) => ({ start, count })));
      return HttpResponse.json(orderSlots({ hours: mockStoreHours(data), settings, date: query.data.date, now: new Date(), taken }));
    }),
  ];
}
