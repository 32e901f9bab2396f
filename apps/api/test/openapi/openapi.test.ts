import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENDELIVERY_ENV, type TestApp, createTestApp, loginStaff, request, signInClient } from "../support";
import { type OpenApiDocument, checkAnswers } from "./check-answers";

// Issue 14 point 1: the document is valid OpenAPI and tells the truth. Every answer of the suite is
// checked against it after the last test file (global-setup.ts); here: the document itself, and
// the checker's own behaviour.

// The document as JSON: its operations are read loosely and checked by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Doc extends OpenApiDocument {
  openapi: string;
  servers?: Array<{ url: string }>;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Json>;
}

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://api.forno.example", ...OPENDELIVERY_ENV } });
  doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods as Record<string, Json>).map(([method, operation]) => ({ path, method, operation })));

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document with a server from PUBLIC_URL and named schemas", async () => {
    const result = await new Validator().validate(doc as Json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "https://api.forno.example" }]);
    for (const name of ["ApiError", "Order", "Product", "Client", "ClientAddress", "StoreInfo", "Payment"]) expect(doc.components.schemas).toHaveProperty(name);
    expect(doc.paths["/orders/{id}"].get.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Order" });
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(({ operation }) => operation.operationId as string | undefined);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/orders/sse/{id}"].get.operationId).toBe("getOrdersSseById");
  });

  it("describes both event streams as text/event-stream with Last-Event-ID", () => {
    for (const path of ["/orders/sse/{id}", "/order-payments/sse/{orderId}"]) {
      const operation = doc.paths[path].get;
      expect(Object.keys(operation.responses["200"].content)).toEqual(["text/event-stream"]);
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Last-Event-ID" }));
    }
  });

  it("describes the idempotent creations' headers and the photo upload's multipart body", () => {
    for (const path of ["/orders", "/order-payments"]) {
      const operation = doc.paths[path].post;
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Idempotency-Key", required: false }));
      expect(operation.responses["201"].headers).toHaveProperty("Idempotent-Replayed");
    }
    const upload = doc.paths["/products/{id}/upload"].post.requestBody;
    expect(Object.keys(upload.content)).toEqual(["multipart/form-data"]);
    expect(upload.content["multipart/form-data"].schema).toMatchObject({ required: ["file"], properties: { file: { type: "string", format: "binary" } } });
  });

  it("lists 413 and 415 on every JSON body, and no body on 204 answers", () => {
    const withJsonBody = operations().filter(({ operation }) => operation.requestBody?.content?.["application/json"] !== undefined);
    expect(withJsonBody.length).toBeGreaterThan(10);
    for (const { path, method, operation } of withJsonBody) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["413", "415"]));
    }
    for (const path of ["/client-addresses/{id}", "/order-payments/cards/{id}"]) expect(doc.paths[path].delete.responses["204"].content).toBeUndefined();
  });

  it("gives ids and where_id as integers within PostgreSQL's integer, and refuses a larger one with 400 before any query", async () => {
    const whereId = doc.paths["/products"].get.parameters.find((parameter: { name: string }) => parameter.name === "where_id");
    expect(whereId.schema).toMatchObject({ type: "integer", maximum: 2147483647 });
    const id = doc.paths["/orders/{id}"].get.parameters.find((parameter: { name: string }) => parameter.name === "id");
    expect(id.schema).toMatchObject({ type: "integer", maximum: 2147483647 });

    // Refused by the route's schema: the database never sees the value (the domain's schema tests).
    const staff = await loginStaff(t.app);
    for (const url of ["/orders/2147483648", "/products?where_id=2147483648", "/orders?where_external_id=99999999999", "/product-additionals?where_id=2147483648"]) {
      const response = await request(t.app, { method: "GET", url, token: staff });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe("Um dos números informados está fora do intervalo permitido.");
    }
  });
});

describe("integer fields of bodies (issue 29 point 4)", () => {
  const INTEGER = { type: "integer", maximum: 2147483647 };
  const bodyOf = (path: string, method: string) => doc.paths[path][method].requestBody.content["application/json"].schema;

  it("give order_group, items[].cart_index and items[].item_group PostgreSQL's integer bounds, not 2^53", () => {
    const item = bodyOf("/orders", "post").properties.items.items.properties;
    expect(item.cart_index).toEqual({ ...INTEGER, minimum: 0 });
    expect(item.item_group).toEqual({ ...INTEGER, minimum: 0 });
    for (const [path, method] of [
      ["/products/{id}", "patch"],
      ["/products", "post"],
    ]) {
      expect(bodyOf(path!, method!).properties.order_group, `${method} ${path}`).toMatchObject({ ...INTEGER, minimum: -2147483648 });
    }
    expect(doc.components.schemas.Product).toMatchObject({ properties: { order_group: { ...INTEGER, minimum: -2147483648 } } });
    // No integer in a body of Forno's own routes is documented beyond PostgreSQL's integer (the
    // OpenDelivery bodies follow the standard, and the one integer there, preparationTime, is not kept).
    const unbounded: string[] = [];
    const walk = (schema: Json, where: string) => {
      if (schema === null || typeof schema !== "object") return;
      if (schema.type === "integer" && !(schema.maximum <= 2147483647)) unbounded.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    for (const { path, method, operation } of operations().filter(({ path }) => !path.startsWith("/opendelivery"))) walk(operation.requestBody?.content?.["application/json"]?.schema, `${method} ${path}`);
    expect(unbounded).toEqual([]);
  });

  it("answer what the document says: 2^31 is a 400 before any query, 2^31 - 1 passes the schema", async () => {
    const staff = await loginStaff(t.app);
    const client = await signInClient(t.app);
    const OUT = "Um dos números informados está fora do intervalo permitido.";
    for (const order_group of [2147483648, -2147483649]) {
      const patched = await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: { order_group } });
      expect(patched.statusCode, String(order_group)).toBe(400);
      expect(patched.json().message).toBe(OUT);
    }
    expect((await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: { order_group: 2147483647 } })).statusCode).toBe(200);
    await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: { order_group: 1 } });
    const item = { cart_index: 0, item_id: 1, item_id_parent: null, item_group: 1, product_id: 1, quantity: 1 };
    for (const field of ["cart_index", "item_group"]) {
      const created = await request(t.app, { method: "POST", url: "/orders", token: client, payload: { items: [{ ...item, [field]: 2147483648 }], is_delivery: false } });
      expect(created.statusCode, field).toBe(400);
      expect(created.json().message).toBe(OUT);
    }
  });
});

describe("the answer check", () => {
  const answer = (status: number, body: unknown, contentType = "application/json; charset=utf-8") => ({
    method: "GET",
    url: "/settings/store",
    path: "/settings/store",
    status,
    contentType,
    body: body === null ? null : JSON.stringify(body),
  });

  it("accepts a real answer and refuses an unlisted status, a wrong content type or a body that does not match", async () => {
    const store = (await request(t.app, { method: "GET", url: "/settings/store" })).json();
    expect(checkAnswers(doc, [answer(200, store)])).toEqual([]);
    expect(checkAnswers(doc, [answer(418, { statusCode: 418 })])).toEqual(["GET /settings/store -> 418: status not in the document"]);
    expect(checkAnswers(doc, [answer(200, store, "text/html")])[0]).toMatch(/content type text\/html not in the document/);
    expect(checkAnswers(doc, [answer(200, { ...store, appearance: { name: 42 } })])[0]).toMatch(/body does not match/);
    const deleted = { method: "DELETE", url: "/client-addresses/1", path: "/client-addresses/{id}", status: 204, contentType: null, body: "" };
    expect(checkAnswers(doc, [deleted])).toEqual([]);
    expect(checkAnswers(doc, [{ ...deleted, body: "null", contentType: "application/json" }])[0]).toMatch(/says no body/);
  });
});
