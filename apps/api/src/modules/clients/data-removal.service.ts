import { type SQL, and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { DATA_REMOVAL_SORT_FIELDS, type DataRemovalListQuery, type DataRemovalRequest, type DataRemovalStatus, activeSort, type dataRemovalListQuerySchema, REMOVAL_MESSAGES } from "@forno/domain/schemas";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { clients, dataRemovalRequests } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";
import { anonymiseClient, removeClientCards } from "./anonymise-client";

type RequestRow = typeof dataRemovalRequests.$inferSelect;


/** The account a request is about: the signed-in requester, else the one live client with its e-mail, else with its phone (decision 1812). */
interface Match {
  clientId: number | null;
  ambiguous: boolean;
}

async function matchClients(db: Executor, rows: readonly RequestRow[]): Promise<Map<number, Match>> {
  const phones = [...new Set(rows.flatMap((row) => (row.clientId === null && row.phone !== null ? [row.phone] : [])))];
  const emails = [...new Set(rows.flatMap((row) => (row.clientId === null && row.email !== null ? [row.email] : [])))];
  const byPhone = new Map<string, number[]>();
  const byEmail = new Map<string, number[]>();
  if (phones.length > 0 || emails.length > 0) {
    const keys: SQL[] = [];
    if (phones.length > 0) keys.push(inArray(clients.phone, phones));
    if (emails.length > 0) keys.push(inArray(clients.email, emails));
    const found = await db
      .select({ id: clients.id, phone: clients.phone, email: clients.email })
      .from(clients)
      .where(and(isNull(clients.removedAt), or(...keys)));
    for (const client of found) {
      if (client.phone !== null) byPhone.set(client.phone, [...(byPhone.get(client.phone) ?? []), client.id]);
      if (client.email !== null) byEmail.set(client.email, [...(byEmail.get(client.email) ?? []), client.id]);
    }
  }
  const pick = (ids: number[] | undefined): Match | undefined =>
    ids === undefined ? undefined : ids.length === 1 ? { clientId: ids[0]!, ambiguous: false } : { clientId: null, ambiguous: true };
  return new Map(
    rows.map((row) => {
      if (row.clientId !== null) return [row.id, { clientId: row.clientId, ambiguous: false }];
      const match = pick(row.email === null ? undefined : byEmail.get(row.email)) ?? pick(row.phone === null ? undefined : byPhone.get(row.phone));
      return [row.id, match ?? { clientId: null, ambiguous: false }];
    }),
  );
}

export function toRemovalRequest(row: RequestRow, clientId: number | null): DataRemovalRequest {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status as DataRemovalStatus,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.handledAt?.toISOString() ?? null,
    note: row.note,
    client_id: clientId,
  };
}

const FILTERS: FilterMap<typeof dataRemovalListQuerySchema> = {
  where_status: { column: dataRemovalRequests.status, kind: "equals" },
};

/** GET /clients/remove-data-requests: oldest first by default (the first asked is the first due). */
export async function listRemovalRequests(db: Executor, query: DataRemovalListQuery): Promise<DataRemovalRequest[]> {
  const rows = await db
    .select()
    .from(dataRemovalRequests)
    .where(filterConditions(query, FILTERS))
    .orderBy(...sortOrder(activeSort(query, DATA_REMOVAL_SORT_FIELDS), { created_at: dataRemovalRequests.createdAt }, [asc(dataRemovalRequests.createdAt)], dataRemovalRequests.id))
    .limit(query.take)
    .offset(query.skip);
  const matches = await matchClients(db, rows);
  return rows.map((row) => toRemovalRequest(row, matches.get(row.id)?.clientId ?? null));
}

async function pendingRequest(db: Executor, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.id, id));
  if (row === undefined) throw notFound(REMOVAL_MESSAGES.notFound);
  if (row.status === "done") throw conflict(REMOVAL_MESSAGES.alreadyDone);
  if (row.status === "rejected") throw conflict(REMOVAL_MESSAGES.alreadyRejected);
  return row;
}

/** Marks a pending request resolved; a concurrent resolution (no longer pending) is a 409. */
async function resolve(tx: Executor, id: number, changes: Partial<typeof dataRemovalRequests.$inferInsert>): Promise<RequestRow> {
  const [row] = await tx
    .update(dataRemovalRequests)
    .set({ ...changes, handledAt: new Date() })
    .where(and(eq(dataRemovalRequests.id, id), eq(dataRemovalRequests.status, "pending")))
    .returning();
  if (row === undefined) throw conflict(REMOVAL_MESSAGES.alreadyDone);
  return row;
}

/**
 * POST /clients/remove-data-requests/{id}/fulfil: the matched client is anonymised and the request
 * is done, in one transaction. A request matching no account is done with nothing to remove.
 */
export async function fulfilRemovalRequest(ctx: AppContext, id: number): Promise<DataRemovalRequest> {
  const request = await pendingRequest(ctx.db, id);
  const match = (await matchClients(ctx.db, [request])).get(id)!;
  if (match.ambiguous) throw conflict(REMOVAL_MESSAGES.ambiguous);
  const { clientId } = match;
  if (clientId !== null) await removeClientCards(ctx, clientId);
  const row = await ctx.db.transaction(async (tx) => {
    if (clientId !== null) await anonymiseClient(ctx, tx, clientId);
    // The request keeps the account it was about: its phone and e-mail no longer lead to it.
    return resolve(tx, id, { status: "done", clientId });
  });
  // Every instance forgets the session versions it held, so the client's tokens end at once.
  if (clientId !== null) await ctx.sessionVersions.changed();
  return toRemovalRequest(row, clientId);
}

/** POST /clients/remove-data-requests/{id}/reject: refused with the staff's note; nothing is removed. */
export async function rejectRemovalRequest(ctx: AppContext, id: number, note: string): Promise<DataRemovalRequest> {
  const request = await pendingRequest(ctx.db, id);
  const row = await resolve(ctx.db, id, { status: "rejected", note });
  const match = (await matchClients(ctx.db, [request])).get(id)!;
  return toRemovalRequest(row, match.clientId);
}
