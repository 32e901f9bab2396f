import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync, gzipSync } from "node:zlib";
import { type TestApp, createTestApp, listeningUrl } from "../../test/support";
import { COMPRESSED_BODY } from "./compression";

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

  it("answers a compressed request body with 415, even a large corrupt one (no dropped connection)", async () => {
    const { port } = new URL(await listeningUrl(t.app));
    const post = (body: Buffer, encoding: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest({
          host: "127.0.0.1",
          port: Number(port),
          method: "POST",
          path: "/auth/sign-in",
          headers: { "content-type": "application/json", "content-encoding": encoding, "content-length": String(body.length) },
        });
        outgoing.on("response", (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        outgoing.on("error", reject);
        outgoing.end(body);
      });
    const corrupt = Buffer.from(JSON.stringify({ document: "x".repeat(100_000) }));
    const valid = gzipSync(JSON.stringify({ document: "123.987.456-19", password: "Cliente@2025" }));
    for (const [body, encoding] of [
      [corrupt, "gzip"],
      [valid, "gzip"],
      [corrupt, "br"],
    ] as const) {
      const answer = await post(body, encoding);
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 415, error: "Unsupported Media Type", message: COMPRESSED_BODY });
    }
  });
});
