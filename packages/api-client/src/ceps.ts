import { type CepLookup, type cepListQuerySchema } from "@forno/domain/schemas";
import { type Http, send } from "./http";
import { type ListParams } from "./list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type CepListParams = ListParams<typeof cepListQuerySchema>;

export const cepKeys = {
  all: ["ceps"] as const,
  list: (params: CepListParams) => ["ceps", "list", params] as const,
  lookup: (postalCode: string) => ["ceps", "lookup", postalCode] as const,
};

/** The delivery area of a CEP (the checkout's address form). */
export function cepsApi({ ky }: Http) {
  return {
    lookup: (postalCode: string) => send(() => ky.get(`ceps/${encodeURIComponent(postalCode.replace(/\D/g, ""))}`).json<CepLookup>()),
  };
}
