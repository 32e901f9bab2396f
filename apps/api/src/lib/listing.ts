import { type AnyColumn, type SQL, and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListFilterName, ListQuerySchema, SortDirection } from "@forno/domain/schemas";
import type { z } from "zod";

/** Escapes LIKE's wildcards so a filter value is matched literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Case- and accent-insensitive "contains" (architecture section 3), served by the trigram indexes. */
export function containsText(column: AnyPgColumn, value: string): SQL {
  return sql`forno_normalize(${column}) LIKE forno_normalize(${likePattern(value)})`;
}

/** "contains" on a digits-only column (phones, CEPs): the filter's mask is ignored. */
export function containsDigits(column: AnyPgColumn, value: string): SQL {
  const digits = value.replace(/\D/g, "");
  if (digits === "") return sql`FALSE`;
  return sql`${column} LIKE ${likePattern(digits)}`;
}

type FilterKind = "text" | "digits" | "equals" | "not-equals";

/**
 * How each `where_*` of a resource's list query schema reaches SQL: one entry per filter the
 * schema declares, no more, no fewer, so a misspelt or forgotten filter is a type error (decision 0920).
 */
export type FilterMap<S extends ListQuerySchema> = Record<ListFilterName<S>, { column: AnyPgColumn; kind: FilterKind }>;

/** SQL conditions for the `where_*` values that are set (undefined ones are skipped). */
export function filterConditions<S extends ListQuerySchema>(query: z.output<S>, filters: FilterMap<S>): SQL | undefined {
  const conditions: SQL[] = [];
  const values = query as Record<string, unknown>;
  for (const [key, { column, kind }] of Object.entries(filters) as [string, { column: AnyPgColumn; kind: FilterKind }][]) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (kind === "text") conditions.push(containsText(column, String(value)));
    else if (kind === "digits") conditions.push(containsDigits(column, String(value)));
    else if (kind === "not-equals") conditions.push(ne(column, value));
    else conditions.push(eq(column, value));
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** A column, or an expression such as `forno_normalize(name)` (text sorts ignore case and accents). */
export type SortKey = AnyColumn | SQL;

/** ORDER BY for the active sort, with the columns it sorts by and a unique tie-breaker for stable pages. */
export function sortOrder<F extends string>(
  sort: { field: F; direction: SortDirection } | undefined,
  columns: Record<NoInfer<F>, SortKey | readonly SortKey[]>,
  fallback: readonly SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (sort === undefined) return [...fallback, asc(tieBreaker)];
  const target = columns[sort.field];
  if (target === undefined) return [...fallback, asc(tieBreaker)];
  const list: readonly SortKey[] = Array.isArray(target) ? target : [target as SortKey];
  const direction = sort.direction === "desc" ? desc : asc;
  return [...list.map((column) => direction(column)), direction(tieBreaker)];
}
