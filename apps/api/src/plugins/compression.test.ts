import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { type TestApp, createTestApp } from "../testing";

describe("compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gzips the catalogue for a browser that accepts it, and the body is the same JSON", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/products?take=100" });
    const zipped = await t.app.inject({ method: "GET", url: "/products?take=100", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("prefers brotli when offered", async () => {
    const response = await t.app.inject({ method: "GET", url: "/products?take=100", headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("leaves small answers alone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});
