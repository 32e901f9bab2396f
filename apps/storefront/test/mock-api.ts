import { createMockApi, type MockData } from "@forno/api-client/msw";
import { http, HttpResponse } from "msw";
import { beforeEach } from "vitest";
import { server } from "./setup";

/**
 * A fresh mock store (the api-client's msw handlers) for every test of the file. Tests change
 * `mock.data` (store offline, addresses, orders) or add their own handlers with `server.use`.
 */
export function useMockApi(): { readonly data: MockData } {
  const holder = { data: createMockApi().data };
  beforeEach(() => {
    const mock = createMockApi();
    holder.data = mock.data;
    server.use(...mock.handlers, quietOrderStream);
  });
  return {
    get data() {
      return holder.data;
    },
  };
}

/** An order stream with no news: it stays open until the page closes it. */
const quietOrderStream = http.get("http://localhost:3000/orders/sse/:id", () => {
  const body = new ReadableStream({ start: () => undefined });
  return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
});

export { server };
