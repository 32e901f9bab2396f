import { NOT_FOUND_MESSAGES, pushSubscriptionBodySchema, type PushSubscriptionBody } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type z } from "zod";
import { type MockData } from "./fixtures";
import { unauthorizedMessage } from "./access";

/** A valid VAPID public key shape (65 bytes, base64url) for pushManager.subscribe in tests. */
export const MOCK_VAPID_PUBLIC_KEY = `B${"A".repeat(86)}`;

interface Deps {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  parse: <S extends z.ZodType>(request: Request, schema: S) => Promise<z.output<S> | Response>;
  session: (request: Request) => MockData["sessions"][string] | undefined;
}

/** GET /push/public-key, POST /push/subscriptions (recorded in data.pushSubscriptions), DELETE /push/subscriptions/{id}. */
export function pushHandlers({ data, url, error, parse, session }: Deps) {
  return [
    http.get(url("/push/public-key"), () => HttpResponse.json({ public_key: MOCK_VAPID_PUBLIC_KEY })),
    http.post(url("/push/subscriptions"), async ({ request }) => {
      const owner = session(request);
      if (!owner) return error(401, unauthorizedMessage(request));
      const body = (await parse(request, pushSubscriptionBodySchema.strict())) as PushSubscriptionBody | Response;
      if (body instanceof Response) return body;
      const existing = data.pushSubscriptions.find((row) => row.endpoint === body.endpoint);
      const id = existing?.id ?? data.pushSubscriptions.length + 1;
      data.pushSubscriptions = [...data.pushSubscriptions.filter((row) => row.id !== id), { id, owner: owner.sub, endpoint: body.endpoint, keys: body.keys }];
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.delete(url("/push/subscriptions/:id"), ({ request, params }) => {
      const owner = session(request);
      if (!owner) return error(401, unauthorizedMessage(request));
      const row = data.pushSubscriptions.find((entry) => entry.id === Number(params.id) && entry.owner === owner.sub);
      if (!row) return error(404, NOT_FOUND_MESSAGES.pushSubscription);
      data.pushSubscriptions = data.pushSubscriptions.filter((entry) => entry !== row);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
