import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

/** drizzle wraps the driver's error: the cause chain is what the error handler sees. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert into orders"), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a server shutting down", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a server starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["a connection exception", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
  ])("recognises %s, also wrapped by drizzle", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a value out of range", Object.assign(new Error("integer out of range"), { code: "22003" })],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("leaves %s alone", (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
