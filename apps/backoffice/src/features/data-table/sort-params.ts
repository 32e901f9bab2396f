import { type ListQuerySchema, type ListSortName } from "@forno/domain/schemas";

/**
 * Names a column's sort from the list's schema: `const sortBy = sortParams(productListQuerySchema)`,
 * then `meta: { sortParam: sortBy("order_name") }`; a sort the schema does not declare does not compile.
 */
export function sortParams<S extends ListQuerySchema>(_schema: S): (param: ListSortName<S>) => ListSortName<S> {
  return (param) => param;
}
