import { formatNameList, nameListProblem, parseNameList } from "@forno/domain/catalog";
import type { StoreInfo } from "@forno/domain/schemas";
import { badRequest } from "../../lib/http-errors";

/** A catalogue order list as it is stored ("Tradicionais, Especiais, Doces"), or the 400 saying why not. */
export function normaliseCatalogList(value: string): string {
  const problem = nameListProblem(value);
  if (problem !== null) throw badRequest(problem);
  return formatNameList(parseNameList(value));
}

/** The `catalog` part of GET /settings/store (decision 2101). */
export function catalogOrder(text: (key: string) => string): StoreInfo["catalog"] {
  return { group_order: parseNameList(text("catalog.group_order")), subgroup_order: parseNameList(text("catalog.subgroup_order")) };
}
