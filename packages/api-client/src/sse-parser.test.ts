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

  it("keeps the retry advice only from a retry: field of digits alone", () => {
    const parser = createSseParser();
    parser.push("wait: 10\nretry: 12s\nretry: x300\nretry: abc\n\n");
    expect(parser.retry).toBeUndefined();
    parser.push("retry: 300\nretry: 12s\n\n");
    expect(parser.retry).toBe(300);
  });

  it("reads a field without a colon as an empty value, and one space after the colon is dropped, not more", () => {
    const parser = createSseParser();
    expect(parser.push("data\n\n")).toEqual([{ id: undefined, event: "message", data: "" }]);
    expect(parser.push("data:x\ndata:  y\nevent:tick\nid:9\n\n")).toEqual([{ id: "9", event: "tick", data: "x\n y" }]);
  });

  it("ignores an id: holding a NUL character and keeps the last good one", () => {
    const parser = createSseParser();
    expect(parser.push("id: 4\ndata: a\n\nid: 5\0\ndata: b\n\n")).toEqual([
      { id: "4", event: "message", data: "a" },
      { id: "4", event: "message", data: "b" },
    ]);
    expect(parser.lastEventId).toBe("4");
  });

  it("treats a lone CR as a line end, and drops a leading LF only right after a chunk ending in CR", () => {
    const parser = createSseParser();
    expect(parser.push("data: a\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ id: undefined, event: "message", data: "a" }]);
    expect(parser.push("data: b\r")).toEqual([]);
    expect(parser.push("data: c\r\r")).toEqual([{ id: undefined, event: "message", data: "b\nc" }]);
    expect(parser.push("data: d\r")).toEqual([]);
    expect(parser.push("\r")).toEqual([{ id: undefined, event: "message", data: "d" }]);
    expect(parser.push("data: e\r")).toEqual([]);
    expect(parser.push("data: f\n\n")).toEqual([{ id: undefined, event: "message", data: "e\nf" }]);
  });
});
