/** One server-sent event as the spec defines it (WHATWG HTML, "event stream interpretation"). */
export interface ServerEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it. */
  push(chunk: string): ServerEvent[];
  /** The last `id:` seen, to send back as Last-Event-ID on reconnection. */
  readonly lastEventId: string | undefined;
  /** The server's `retry:` advice in ms, if any. */
  readonly retry: number | undefined;
}

export function createSseParser(): SseParser {
  let buffer = "";
  let data: string[] = [];
  let eventType = "";
  let lastEventId: string | undefined;
  let retry: number | undefined;
  let skipLeadingLf = false;

  function line(text: string, out: ServerEvent[]) {
    if (text === "") {
      if (data.length > 0) out.push({ id: lastEventId, event: eventType || "message", data: data.join("\n") });
      data = [];
      eventType = "";
      return;
    }
    // A comment (": heartbeat") has an empty field name, which no branch below takes.
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") eventType = value;
    else if (field === "id" && !value.includes("\0")) lastEventId = value;
    else if (field === "retry" && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk) {
      // A chunk ending in "\r" may have its "\n" at the start of the next one.
      buffer += skipLeadingLf && chunk.startsWith("\n") ? chunk.slice(1) : chunk;
      skipLeadingLf = chunk.endsWith("\r");
      const out: ServerEvent[] = [];
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      for (const text of lines) line(text, out);
      return out;
    },
    get lastEventId() {
      return lastEventId;
    },
    get retry() {
      return retry;
    },
  };
}
