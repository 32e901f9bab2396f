import { type SQL, and, asc, eq, isNull } from "drizzle-orm";
import { CLIENT_SORT_FIELDS, type Client, type ClientListQuery, type ClientUpdateBody, type DataRemovalRequestBody, type ListedClient, type SignUpBody, activeSort, type clientListQuerySchema, ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { rawQuery } from "../../db/raw";
import { clients, dataRemovalRequests } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { conflict, notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";
import { freeStampsOf } from "../loyalty/loyalty.service";

type ClientRow = typeof clients.$inferSelect;

export const DOCUMENT_TAKEN = ACCOUNT_MESSAGES.documentTaken;
export const CLIENT_NOT_FOUND = STAFF_ORDER_MESSAGES.clientNotFound;

/** A client's own data; an anonymised client (no phone left, decision 1811) is no longer anyone's to read. */
function personOf(row: ClientRow): Omit<ListedClient, "loyalty_stamps"> {
  if (row.phone === null) throw notFound(CLIENT_NOT_FOUND);
  return { id: row.id, name: row.name, document: row.document, phone: row.phone, email: row.email, birthday: row.birthday };
}

/** A signed-up client's own account: it always has a document (only staff-created clients lack one, decision 1711). */
function toClient(row: ClientRow): Client {
  if (row.document === null) throw notFound(CLIENT_NOT_FOUND);
  return { ...personOf(row), document: row.document };
}

/** POST /clients. The unique index settles a race between two sign-ups with one document. */
export async function signUp(ctx: AppContext, body: SignUpBody): Promise<Client> {
  const [existing] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.document, body.document));
  if (existing !== undefined) throw conflict(DOCUMENT_TAKEN);
  const passwordHash = await ctx.passwords.hash(body.password);
  const [row] = await ctx.db
    .insert(clients)
    .values({
      name: body.name,
      document: body.document,
      phone: body.phone,
      email: body.email ?? null,
      birthday: body.birthday ?? null,
      passwordHash,
    })
    .onConflictDoNothing({ target: clients.document })
    .returning();
  if (row === undefined) throw conflict(DOCUMENT_TAKEN);
  return toClient(row);
}

const FILTERS: FilterMap<typeof clientListQuerySchema> = {
  where_name: { column: clients.name, kind: "text" },
  where_phone: { column: clients.phone, kind: "digits" },
};
const SORTS = { name: normalized(clients.name) } as const;
const DEFAULT_ORDER: SQL[] = [asc(normalized(clients.name))];

/** GET /clients: the page's clients, each with the loyalty card's free stamps (one ledger read for the page). */
export async function listClients(ctx: AppContext, query: ClientListQuery): Promise<ListedClient[]> {
  const rows = await ctx.db
    .select()
    .from(clients)
    .where(and(isNull(clients.removedAt), filterConditions(query, FILTERS)))
    .orderBy(...sortOrder(activeSort(query, CLIENT_SORT_FIELDS), SORTS, DEFAULT_ORDER, clients.id))
    .limit(query.take)
    .offset(query.skip);
  const stamps = await freeStampsOf(rawQuery(ctx.database), rows.map((row) => row.id), Date.now());
  return rows.map((row) => ({ ...personOf(row), loyalty_stamps: stamps.get(row.id) ?? 0 }));
}

export async function getClient(db: Database, id: number): Promise<Client> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (row === undefined) throw notFound(CLIENT_NOT_FOUND);
  return toClient(row);
}

/** PATCH /clients: the caller's own name, phone, e-mail and birthday; null clears e-mail or birthday. */
export async function updateClient(db: Database, id: number, body: ClientUpdateBody): Promise<Client> {
  const changes: Partial<typeof clients.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.email !== undefined) changes.email = body.email;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (Object.keys(changes).length === 0) return getClient(db, id);
  const [row] = await db.update(clients).set(changes).where(eq(clients.id, id)).returning();
  if (row === undefined) throw notFound(CLIENT_NOT_FOUND);
  return toClient(row);
}

export const REMOVAL_REQUESTED = ACCOUNT_MESSAGES.removalRequested;

/** POST /clients/remove-data-request: kept for staff; linked to the caller's account when signed in. */
export async function requestDataRemoval(db: Database, body: DataRemovalRequestBody, clientId: number | null): Promise<void> {
  await db.insert(dataRemovalRequests).values({
    name: body.name ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    clientId,
  });
}
