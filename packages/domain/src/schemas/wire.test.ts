import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleOrder, sampleStoreDetails } from "../../test-support/fixtures";
import * as schemas from "./index";

// The API's serializer (fastify-type-provider-zod) encodes answers with z.encode and documents
// every schema with z.toJSONSchema: answer-shapes.test.ts and body-fields.test.ts check each one.

describe("wire format", () => {
  it("answers encode back to themselves (no one-way transforms in answer schemas)", () => {
    expect(z.encode(schemas.orderSchema, sampleOrder)).toEqual(sampleOrder);
    expect(z.encode(schemas.storeDetailsSchema, sampleStoreDetails)).toEqual(sampleStoreDetails);
    const info = { ...sampleStoreDetails, social: undefined, messages: undefined };
    expect(schemas.storeInfoSchema.parse(info).store_info.phone).toBe("1133334444");
  });

  it("answers keep money in reais, dates as ISO strings and documents as digits", () => {
    expect(schemas.orderSchema.safeParse({ ...sampleOrder, created_at: "10/05/2025" }).success).toBe(false);
    expect(schemas.orderSchema.safeParse({ ...sampleOrder, amount: 54.901 }).success).toBe(false);
    expect(schemas.clientSchema.safeParse({ id: 1, name: "Maria da Silva", document: "529.982.247-25", phone: "11987654321", email: null, birthday: null }).success).toBe(false);
    expect(schemas.orderSchema.safeParse({ ...sampleOrder, created_at: "2025-05-10T17:00:00-03:00" }).success).toBe(true);
  });

  it("the API error body is {statusCode, error, message}", () => {
    const error = { statusCode: 409, error: "Conflict", message: "Não é possível mudar o pedido de Entregue para Em Preparo." };
    expect(schemas.apiErrorSchema.parse(error)).toEqual(error);
  });
});
