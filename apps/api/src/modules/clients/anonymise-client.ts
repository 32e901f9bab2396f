import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import {
  clientAddresses,
  clients,
  idempotencyKeys,
  loyaltyEntries,
  orderEvents,
  orderPayments,
  orders,
  passwordResetCodes,
  pushSubscriptions,
  savedCards,
  smsOutbox,
} from "../../db/schema";

/** The name an anonymised client keeps (operations.md section 5). */
export const REMOVED_CLIENT_NAME = "Cliente removido";

/**
 * Step one, outside any transaction: the saved cards go through the provider (it keeps its own copy
 * of them). A provider failure stops here, before anything is anonymised, so staff can try again.
 */
export async function removeClientCards(ctx: AppContext, clientId: number): Promise<void> {
  const [client] = await ctx.db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId));
  const cards = await ctx.db.select({ id: savedCards.providerCardId }).from(savedCards).where(eq(savedCards.clientId, clientId));
  for (const card of cards) await ctx.payments.removeCard({ clientId, email: client?.email ?? null }, card.id);
}

/**
 * Step two, inside the request's transaction: every personal field of the client goes (decision
 * 1811). The orders stay with their amounts, items and states; their address keeps only the
 * neighbourhood and the city (looked up from the CEP, which goes too). The password becomes the
 * hash of a random secret nobody holds and the session version rises, so no token works again.
 */
export async function anonymiseClient(ctx: AppContext, tx: Executor, clientId: number): Promise<void> {
  const [client] = await tx.select({ phone: clients.phone }).from(clients).where(eq(clients.id, clientId));
  if (client === undefined) return;
  const passwordHash = await ctx.passwords.hash(randomBytes(32).toString("base64url"));
  await tx
    .update(clients)
    .set({
      name: REMOVED_CLIENT_NAME,
      document: null,
      phone: null,
      email: null,
      birthday: null,
      passwordHash,
      sessionVersion: sql`${clients.sessionVersion} + 1`,
      removedAt: new Date(),
    })
    .where(eq(clients.id, clientId));
  await tx.delete(clientAddresses).where(eq(clientAddresses.clientId, clientId));
  await tx.delete(savedCards).where(eq(savedCards.clientId, clientId));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.clientId, clientId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.clientId, clientId));
  // A staff member's reason for a loyalty adjustment may speak of the person; the stamps' numbers stay.
  await tx.update(loyaltyEntries).set({ reason: null }).where(eq(loyaltyEntries.clientId, clientId));
  // A push endpoint identifies the person's browser.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.clientId, clientId));
  if (client.phone !== null) await tx.delete(smsOutbox).where(inArray(smsOutbox.phone, [client.phone, `55${client.phone}`]));

  const ownOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId));
  await tx
    .update(orders)
    .set({
      address: sql`jsonb_build_object(
        'address', '', 'alias', NULL, 'number', '', 'postal_code', '', 'address_info', NULL, 'address_notes', NULL,
        'neighborhood', ${orders.address}->'neighborhood',
        'city', (SELECT c.city FROM ceps c WHERE c.postal_code = ${orders.address}->>'postal_code'))`,
    })
    .where(eq(orders.clientId, clientId));
  // The provider's raw answer can name the payer; the amounts, methods and states stay.
  await tx.update(orderPayments).set({ raw: null, cardLastFour: null }).where(eq(orderPayments.clientId, clientId));
  // Stream replays carry whole orders (address and client): they go, the orders' history stays.
  await tx.delete(orderEvents).where(inArray(orderEvents.orderId, ownOrders));
}
