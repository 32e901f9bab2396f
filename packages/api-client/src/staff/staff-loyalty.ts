import { type LoyaltyAdjustmentBodyInput, type LoyaltyCard } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";
import { loyaltyKeys } from "../loyalty";

/** Staff: a client's loyalty card and history, and the adjustments with their reason (growth.md section 2). */
export function staffLoyaltyApi({ ky }: Http) {
  const api = {
    card: (clientId: number) => send(() => ky.get(`clients/${clientId}/loyalty`).json<LoyaltyCard>()),
    adjust: (clientId: number, body: LoyaltyAdjustmentBodyInput) => send(() => ky.post(`clients/${clientId}/loyalty/adjustments`, { json: body }).json<LoyaltyCard>()),
  };
  return { ...api, cardQuery: (clientId: number) => queryOptions({ queryKey: loyaltyKeys.client(clientId), queryFn: () => api.card(clientId) }) };
}
