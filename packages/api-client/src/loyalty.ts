import { type LoyaltyCard } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { createHttp, send, type Http, type HttpConfig } from "./http";

/** Under the clients' keys, so whatever refreshes a client's data refreshes the card too. */
export const loyaltyKeys = {
  all: ["clients", "loyalty"] as const,
  me: ["clients", "loyalty", "me"] as const,
  client: (id: number) => ["clients", "loyalty", id] as const,
};

/** GET /clients/me/loyalty (growth.md section 2): the signed-in client's card and history. */
export function myLoyaltyCall({ ky }: Http) {
  return () => send(() => ky.get("clients/me/loyalty").json<LoyaltyCard>());
}

/**
 * The card outside `createApiClient`, so that only the chunk showing it carries it (the home's card
 * loads after the first screen: decision 3201), with the app's token store and 401 policy.
 */
export function loyaltyApi(config: HttpConfig) {
  const me = myLoyaltyCall(createHttp(config));
  return { me, meQuery: () => queryOptions({ queryKey: loyaltyKeys.me, queryFn: me }) };
}
