import { z } from "zod";
import { idSchema, moneySchema } from "./primitives";

export const API_VERSION = 2;

/** What every payment body shares. external_reference: the order id, as a number or a numeric string. */
export const externalReferenceSchema = z.union([idSchema, z.string().regex(/^\d+$/).transform(Number).pipe(idSchema)]);

export const commonPaymentShape = {
  external_reference: externalReferenceSchema,
  statement_descriptor: z.string().trim().max(22).optional(),
  /** Informative only: the server charges its own total. */
  transaction_amount: moneySchema.optional(),
  api_version: z.literal(API_VERSION).default(API_VERSION),
};

