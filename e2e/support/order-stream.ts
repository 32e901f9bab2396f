import { urls } from "./servers";

interface StreamedOrder {
  OrderStateHistory: { to_state: string }[];
}

/**
 * Follows GET /orders/sse/{id} as the customer's /order page does (fetch with the bearer token; each
 * `data:` is the whole order) and records each state it announces.
 */
export function followOrder(token: string, orderId: number) {
  const states: string[] = [];
  const controller = new AbortController();
  const waiters: { state: string; resolve: () => void }[] = [];

  void (async () => {
    const response = await fetch(`${urls.api}/orders/sse/${orderId}`, { headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" }, signal: controller.signal });
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        if (!data) continue;
        const state = (JSON.parse(data) as StreamedOrder).OrderStateHistory.at(-1)?.to_state;
        if (!state) continue;
        states.push(state);
        for (const waiter of waiters.filter((w) => w.state === state)) waiter.resolve();
      }
    }
  })().catch(() => undefined);

  return {
    states,
    /** Resolves once the stream has announced `state`. */
    waitFor(state: string, timeoutMs = 10_000): Promise<void> {
      if (states.includes(state)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the order stream never announced ${state} (saw ${states.join(", ")})`)), timeoutMs);
        waiters.push({ state, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => controller.abort(),
  };
}
