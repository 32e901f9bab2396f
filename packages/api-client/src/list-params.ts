/** Query parameters of a list call: take, skip, where_<field>, order_<field> (architecture section 3). */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** Drops empty values so that "no filter" is never sent as an empty string. */
export function searchParams(params: ListParams = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
