import { and, asc, eq, isNull, or } from "drizzle-orm";
import { type ClientExport, type Order, orderListQuerySchema } from "@forno/domain/schemas";
import type { AppContext } from "../../context";
import { clientAddresses, dataRemovalRequests, savedCards } from "../../db/schema";
import { listAddresses } from "../client-addresses/client-addresses.service";
import { readLoyaltyExport } from "../loyalty/loyalty-card.service";
import { listOrders } from "../orders/orders.service";
import { getClient } from "./clients.service";
import { toRemovalRequest } from "./data-removal.service";

const PAGE = 100;

/** Every order of the client, whole (items, history, payments), page after page. */
async function everyOrder(ctx: AppContext, clientId: number): Promise<Order[]> {
  const all: Order[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await listOrders(ctx.db, orderListQuerySchema.parse({ take: PAGE, skip, order_id: "asc" }), clientId);
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/**
 * GET /clients/me/export: what the store holds about the caller, every query scoped to them. Privacy
 * requests are theirs when filed signed in, or filed signed out with their phone or e-mail.
 */
export async function exportClientData(ctx: AppContext, clientId: number): Promise<ClientExport> {
  const profile = await getClient(ctx.db, clientId);
  const addressCount = await ctx.db.$count(clientAddresses, eq(clientAddresses.clientId, clientId));
  const addresses = await listAddresses(ctx.db, clientId, Math.max(addressCount, 1), 0);
  const orders = await everyOrder(ctx, clientId);
  const cards = await ctx.db
    .select({ brand: savedCards.paymentMethodName, last: savedCards.lastFourDigits })
    .from(savedCards)
    .where(eq(savedCards.clientId, clientId))
    .orderBy(asc(savedCards.id));
  const sameContact = [eq(dataRemovalRequests.phone, profile.phone)];
  if (profile.email !== null) sameContact.push(eq(dataRemovalRequests.email, profile.email));
  const requests = await ctx.db
    .select()
    .from(dataRemovalRequests)
    .where(or(eq(dataRemovalRequests.clientId, clientId), and(isNull(dataRemovalRequests.clientId), or(...sameContact))))
    .orderBy(asc(dataRemovalRequests.id));
  const loyalty = await readLoyaltyExport(ctx.database, clientId, Date.now());
  return {
    exported_at: new Date().toISOString(),
    profile,
    addresses,
    orders,
    saved_cards: cards.map((card) => ({ brand: card.brand, last_four_digits: card.last })),
    privacy_requests: requests.map((row) => {
      const { client_id: _omitted, ...request } = toRemovalRequest(row, null);
      return request;
    }),
    loyalty,
  };
}
