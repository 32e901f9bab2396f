import { z } from "zod";

/** Every error answer: `{statusCode, error, message}`, message in Portuguese fit for a customer. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET /health. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;
