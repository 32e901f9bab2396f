import { z } from "zod";

/**
 * The domain's body schemas drop unknown keys (what a form wants); the API refuses them instead, so
 * a typo such as `{"nmae": ...}` is a 400 naming the field rather than a silent no-op. Works through
 * the pipes that `.transform()` and `z.preprocess()` create.
 */
export function strictBody<S extends z.ZodType>(schema: S): S {
  return makeStrict(schema) as S;
}

function makeStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodPipe) {
    // A preprocess (z.preprocess: a transform first) checks its fields in the schema after it.
    if (schema.in instanceof z.ZodTransform) return z.pipe(schema.in, makeStrict(schema.out as z.ZodType));
    return z.pipe(makeStrict(schema.in as z.ZodType), schema.out as z.ZodType);
  }
  return schema;
}
