import { z } from "zod";
import { MESSAGES } from "./messages";
import { PG_INTEGER_MAX } from "./primitives";
import { MAX_TAKE, PAGE_SIZE } from "./paging";

export const sortDirectionSchema = z.enum(["asc", "desc"]);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** `take` (default 20, at most 100) and `skip` (default 0), from the query string. */
export const paginationShape = {
  take: z.coerce.number({ error: MESSAGES.takeInvalid }).int(MESSAGES.takeInvalid).min(1, MESSAGES.takeInvalid).max(MAX_TAKE, MESSAGES.takeInvalid).default(PAGE_SIZE),
  skip: z.coerce.number({ error: MESSAGES.skipInvalid }).int(MESSAGES.skipInvalid).min(0, MESSAGES.skipInvalid).default(0),
};

/** String filter (case- and accent-insensitive "contains" on the server); "" means no filter. */
export const whereTextSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Number filter (equals); "" means no filter. */
export const whereNumberSchema = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.filterNumberInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * Filter on an integer column (ids, order numbers): an integer within PostgreSQL's `integer`, so the
 * document says "integer" and a number too large is a 400 before any query; "" means no filter.
 */
export const whereIntegerSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number({ error: MESSAGES.filterNumberInvalid })
    .int(MESSAGES.filterNumberInvalid)
    .min(-PG_INTEGER_MAX - 1, MESSAGES.numberOutOfRange)
    .max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange)
    .optional(),
);

/** Boolean filter (equals): true/false; "", "Ambos" (the backoffice's "both") mean no filter. */
export const whereBooleanSchema = z
  .union([z.boolean(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "" || value === "Ambos") return undefined;
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    ctx.addIssue({ code: "custom", message: MESSAGES.filterBooleanInvalid });
    return z.NEVER;
  });

type OrderShape<F extends string> = { [K in F as `order_${K}`]: z.ZodOptional<typeof sortDirectionSchema> };

/**
 * Builds a list query schema: pagination, the given `where_*` filters and one optional
 * `order_<field>=asc|desc` per sortable field. Unknown keys are dropped.
 *
 *   const q = listQuerySchema({ where: { where_name: whereTextSchema }, order: ["id", "name"] });
 */
export function listQuerySchema<W extends z.ZodRawShape = Record<never, never>, const F extends string = never>(config: {
  where?: W;
  order?: readonly F[];
}) {
  const orderShape = Object.fromEntries((config.order ?? []).map((field) => [`order_${field}`, sortDirectionSchema.optional()])) as OrderShape<F>;
  return z.object({ ...paginationShape, ...(config.where ?? ({} as W)), ...orderShape });
}

/**
 * The one sort that applies ("one at a time", architecture section 3): the first `order_<field>`
 * present, in the order the fields were declared; later ones are ignored.
 */
export function activeSort<F extends string>(
  query: Partial<Record<`order_${F}`, SortDirection | undefined>>,
  fields: readonly F[],
): { field: F; direction: SortDirection } | undefined {
  for (const field of fields) {
    const direction = query[`order_${field}`];
    if (direction) return { field, direction };
  }
  return undefined;
}

/** The `where_*` filters that are set, keyed by field name without the prefix. */
export function activeFilters(query: Record<string, unknown>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith("where_") && value !== undefined) filters[key.slice("where_".length)] = value;
  }
  return filters;
}
