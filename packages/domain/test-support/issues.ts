import type { z } from "zod";

/** Every issue message a schema reports for a value (empty when it parses). */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Messages reported on one field (top-level path). */
export function fieldMessages(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** Parses or throws with the issues, for tests that expect success. */
export function parseOk<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 2));
  return result.data;
}
