import { NOT_FOUND_MESSAGES, type PushSubscriptionBody } from "@forno/domain/schemas";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";

/** Whose subscription: a customer's or a staff member's (the token's role and id). */
export interface PushOwner {
  role: "client" | "staff";
  id: number;
}

export const SUBSCRIPTION_NOT_FOUND = NOT_FOUND_MESSAGES.pushSubscription;
export const PUSH_SERVICE_REFUSED = "Este serviço de notificações não é aceito.";

/**
 * The endpoint's host is one of `allowed` or under one of them (the API will post to it), on port
 * 443, the push services' only one: an allowed host with another port could reach a service that
 * is not the push service (issue 29). An entry `host:port` allows that port instead (tests run a
 * local push service on a free port).
 */
export function isAllowedPushHost(endpoint: string, allowed: readonly string[]): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  // The URL parser drops the scheme's default port: "" is 443 for https.
  const port = url.port === "" ? "443" : url.port;
  return allowed.some((entry) => {
    const [entryHost = "", entryPort = "443"] = entry.split(":");
    return (host === entryHost || host.endsWith(`.${entryHost}`)) && port === entryPort;
  });
}

const ownerColumns = (owner: PushOwner) => ({ clientId: owner.role === "client" ? owner.id : null, staffUserId: owner.role === "staff" ? owner.id : null });

/**
 * Stores the browser's subscription for its caller. The same endpoint subscribed again (new keys,
 * another account on the same browser) updates its row instead of adding one: one browser, one row.
 */
export async function saveSubscription(db: Executor, owner: PushOwner, body: PushSubscriptionBody, allowedHosts: readonly string[]): Promise<{ id: number }> {
  if (!isAllowedPushHost(body.endpoint, allowedHosts)) throw badRequest(PUSH_SERVICE_REFUSED);
  const values = { ...ownerColumns(owner), endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: pushSubscriptions.id });
  return { id: row!.id };
}

/** Deletes the caller's own subscription; anyone else's (or none) is a 404. */
export async function deleteSubscription(db: Executor, owner: PushOwner, id: number): Promise<void> {
  const ownerMatch = owner.role === "client" ? eq(pushSubscriptions.clientId, owner.id) : eq(pushSubscriptions.staffUserId, owner.id);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), ownerMatch))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound(SUBSCRIPTION_NOT_FOUND);
}
