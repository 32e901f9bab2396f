import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser";

describe("createSseParser", () => {
  it("yields one event per blank-line-terminated block with its id", () => {
    const parser = createSseParser();
    const events = parser.push('id: 7\ndata: {"a":1}\n\nid: 8\ndata: {"a":2}\n\n');
    expect(events).toEqual([
      { id: "7", event: "message", data: '{"a":1}' },
      { id: "8", event: "message", data: '{"a":2}' },
    ]);
    expect(parser.lastEventId).toBe("8");
  });

  it("joins multi-line data with newlines and keeps the event type", () => {
    const parser = createSseParser();
    expect(parser.push("event: order\ndata: line 1\ndata: line 2\n\n")).toEqual([{ id: undefined, event: "order", data: "line 1\nline 2" }]);
  });

  it("ignores heartbeat comments and events without data", () => {
    const parser = createSseParser();
    expect(parser.push(": heartbeat\n\n: another\n\nevent: ping\n\n")).toEqual([]);
  });

  it("completes an event split across chunks, including a CRLF split in two", () => {
    const parser = createSseParser();
    expect(parser.push("id: 1\r")).toEqual([]);
    expect(parser.push("\ndata: {\"st")).toEqual([]);
    expect(parser.push('ate":"PAID"}\r\n\r\n')).toEqual([{ id: "1", event: "message", data: '{"state":"PAID"}' }]);
  });

  it("does not end an event early when CRLF is split between data lines", () => {
    const parser = createSseParser();
    expect(parser.push("data: x\r")).toEqual([]);
    expect(parser.push("\ndata: y\r\n\r\n")).toEqual([{ id: undefined, event: "message", data: "x\ny" }]);
  });

  it("remembers the server's retry advice", () => {
    const parser = createSseParser();
    parser.push("retry: 5000\n\n");
    expect(parser.retry).toBe(5000);
  });
});
