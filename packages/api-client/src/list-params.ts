import { type ListParams, type ListQuerySchema } from "@forno/domain/schemas";

export type { ListParams, ListQuerySchema };

/** Drops empty values so that "no filter" is never sent as an empty string. */
export function searchParams<S extends ListQuerySchema>(params: ListParams<S> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
