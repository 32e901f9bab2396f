import { z } from "zod";

/**
 * The domain's body schemas drop unknown keys (what a form wants); the API refuses them instead, so
 * a typo such as `{"nmae": ...}` is a 400 naming the field rather than a silent no-op. Works through
 * the pipes that `.transform()` creates.
 */
export function strictBody<S extends z.ZodType>(schema: S): S {
  return makeStrict(schema) as S;
}

function makeStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodPipe) return z.pipe(makeStrict(schema.in as z.ZodType), schema.out as z.ZodType);
  return schema;
}
