import type { z } from "zod";
import { sortDirectionSchema, type SortDirection } from "./list-query";

/**
 * The list contract of architecture section 3, typed from a resource's list query schema (built by
 * `listQuerySchema`): the API's filter map, api-client's `list()` params, the backoffice's URL
 * state and the mock API all name filters and sorts through these types, so a misspelt
 * `where_*` or `order_*` is a type error (decision 0920).
 */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;

type ParamName<S extends ListQuerySchema> = keyof S["shape"] & string;

/** The names with a prefix; for code written for any list (S not known), every name with it. */
type Prefixed<S extends ListQuerySchema, P extends string> = string extends ParamName<S> ? `${P}${string}` : Extract<ParamName<S>, `${P}${string}`>;

/** The `where_*` names of a list query, e.g. "where_name". */
export type ListFilterName<S extends ListQuerySchema> = Prefixed<S, "where_">;

/** The `order_*` names of a list query, e.g. "order_name". */
export type ListSortName<S extends ListQuerySchema> = Prefixed<S, "order_">;

/** The parameters a `list()` call sends: the schema's filters (what the schema accepts), one sort, take and skip. */
export type ListParams<S extends ListQuerySchema> = { [K in ListFilterName<S>]?: z.input<S["shape"][K]> | null } & {
  [K in ListSortName<S>]?: SortDirection;
} & { take?: number; skip?: number };

/** The filter and sort names a schema declares, in declaration order (the first sort wins). */
export function listQueryNames<S extends ListQuerySchema>(schema: S): { filters: ListFilterName<S>[]; sorts: ListSortName<S>[] } {
  const names = Object.keys(schema.shape);
  return {
    filters: names.filter((name): name is ListFilterName<S> => name.startsWith("where_")),
    sorts: names.filter((name): name is ListSortName<S> => name.startsWith("order_")),
  };
}

/**
 * The list parameters held by text (a URL's search params), read with the schema: names it does
 * not declare are dropped, as are filters its field reads as "no filter" ("", "Ambos") and sort
 * directions other than asc/desc. Values stay the text given ("10.00" is sent as "10.00"); a
 * filter its field rejects is kept, so the API answers with the schema's own message.
 */
export function listParamsFromText<S extends ListQuerySchema>(
  schema: S,
  source: Iterable<readonly [string, string]>,
): Partial<Record<ListFilterName<S>, string> & Record<ListSortName<S>, SortDirection>> {
  const shape = schema.shape as Readonly<Record<string, z.ZodType | undefined>>;
  const params: Record<string, string> = {};
  for (const [name, text] of source) {
    const field = shape[name];
    if (field === undefined) continue;
    if (name.startsWith("order_")) {
      const direction = sortDirectionSchema.safeParse(text);
      if (direction.success) params[name] = direction.data;
    } else if (name.startsWith("where_")) {
      const value = field.safeParse(text);
      if (!value.success || value.data !== undefined) params[name] = text;
    }
  }
  return params as Partial<Record<ListFilterName<S>, string> & Record<ListSortName<S>, SortDirection>>;
}
