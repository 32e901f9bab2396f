import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("runs on the database this pass is about", () => {
  const expected = process.env.FORNO_TEST_PG_ADMIN_URL ? "postgres" : "pglite";
  expect(t.driver).toBe(expected);
  expect(t.app.ctx.database.driver).toBe(expected);
});

describe("GET /health", () => {
  it("answers ok for the API and its database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 in Portuguese when the database is down", async () => {
    const ping = t.app.ctx.database.ping;
    t.app.ctx.database.ping = async () => false;
    try {
      const response = await t.app.inject({ method: "GET", url: "/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: "Banco de dados indisponível." });
    } finally {
      t.app.ctx.database.ping = ping;
    }
  });
});
