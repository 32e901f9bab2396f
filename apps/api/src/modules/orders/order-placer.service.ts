import { desc, eq } from "drizzle-orm";
import { type OrderChannel, STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import type { OrderCreateBody, StaffOrderClient } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { clients } from "../../db/schema";
import { badRequest, forbidden, unprocessable } from "../../lib/http-errors";

/** Who POST /orders is for, how it came in and who took it. */
export interface OrderPlacer {
  clientId: number;
  channel: OrderChannel;
  staffUserId: number | null;
}

/**
 * A client's token places the client's own order online; `client_id`, `client` and `channel` are
 * refused with 403 (the body is well formed, the caller lacks the right). A staff token names the
 * client (`client_id`, or `client` by name and phone) and the channel; everything else of the order
 * then runs the customer's own code path (decision 1710).
 */
export async function orderPlacer(db: Executor, caller: { role: "client" | "staff"; id: number }, body: OrderCreateBody): Promise<OrderPlacer> {
  if (caller.role === "client") {
    if (body.client_id !== undefined || body.client !== undefined || body.channel !== undefined) throw forbidden(STAFF_ORDER_MESSAGES.staffOnlyFields);
    return { clientId: caller.id, channel: "online", staffUserId: null };
  }
  if (body.channel === undefined) throw badRequest(STAFF_ORDER_MESSAGES.channelRequired);
  const clientId = body.client_id !== undefined ? await existingClientId(db, body.client_id) : body.client !== undefined ? await clientByPhone(db, body.client) : undefined;
  if (clientId === undefined) throw badRequest(STAFF_ORDER_MESSAGES.clientRequired);
  return { clientId, channel: body.channel, staffUserId: caller.id };
}

/**
 * Who POST /orders/quote prices for: the same rules as `orderPlacer`, and nobody signed in is a
 * customer online without a client. Staff may quote before naming the client, and a client named
 * by phone is only looked up, never created.
 */
export async function quotePlacer(db: Executor, caller: { role: "client" | "staff"; id: number } | null, body: OrderCreateBody): Promise<{ clientId: number | null; channel: OrderChannel }> {
  if (caller === null || caller.role === "client") {
    if (body.client_id !== undefined || body.client !== undefined || body.channel !== undefined) throw forbidden(STAFF_ORDER_MESSAGES.staffOnlyFields);
    return { clientId: caller?.id ?? null, channel: "online" };
  }
  if (body.channel === undefined) throw badRequest(STAFF_ORDER_MESSAGES.channelRequired);
  if (body.client_id !== undefined) return { clientId: await existingClientId(db, body.client_id), channel: body.channel };
  if (body.client === undefined) return { clientId: null, channel: body.channel };
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.phone, body.client.phone)).orderBy(desc(clients.id)).limit(1);
  return { clientId: found?.id ?? null, channel: body.channel };
}

async function existingClientId(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (row === undefined) throw unprocessable(STAFF_ORDER_MESSAGES.clientNotFound);
  return row.id;
}

/**
 * The client with exactly this phone (the newest account when several share it), or a new one with
 * that name and phone and neither document nor password: it cannot sign in (decision 1711). The
 * name of a client found is kept (the phone identifies; the name typed may be a nickname).
 */
export async function clientByPhone(db: Executor, client: StaffOrderClient): Promise<number> {
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.phone, client.phone)).orderBy(desc(clients.id)).limit(1);
  if (found !== undefined) return found.id;
  const [created] = await db.insert(clients).values({ name: client.name, phone: client.phone, document: null, passwordHash: null }).returning({ id: clients.id });
  return created!.id;
}
