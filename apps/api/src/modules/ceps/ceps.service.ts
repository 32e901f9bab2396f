import { type SQL, and, asc, eq } from "drizzle-orm";
import { CEP_SORT_FIELDS, type CepArea, type CepCreateBody, type CepListQuery, type CepLookup, type CepUpdateBody, activeSort, type cepListQuerySchema, CEP_MESSAGES, NOT_FOUND_MESSAGES } from "@forno/domain/schemas";
import type { Database, Executor } from "../../db/client";
import { ceps } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { conflict, notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";

type CepRow = typeof ceps.$inferSelect;

/** Seed 001 sections 2.5 and 8, letter for letter. */
export const CEP_OUT_OF_AREA = CEP_MESSAGES.outOfArea;

function toCepArea(row: CepRow): CepArea {
  return {
    postal_code: row.postalCode,
    street: row.street,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    amount: row.amount,
    active: row.active,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function toCepLookup(row: CepRow): CepLookup {
  const { active: _active, latitude: _latitude, longitude: _longitude, ...lookup } = toCepArea(row);
  return lookup;
}

const FILTERS: FilterMap<typeof cepListQuerySchema> = {
  where_postal_code: { column: ceps.postalCode, kind: "digits" },
  where_neighborhood: { column: ceps.neighborhood, kind: "text" },
  where_amount: { column: ceps.amount, kind: "equals" },
  where_active: { column: ceps.active, kind: "equals" },
};

const SORTS = { postal_code: ceps.postalCode, neighborhood: normalized(ceps.neighborhood), amount: ceps.amount } as const;
const DEFAULT_ORDER: SQL[] = [asc(ceps.postalCode)];

export async function listCeps(db: Database, query: CepListQuery): Promise<CepArea[]> {
  const rows = await db
    .select()
    .from(ceps)
    .where(filterConditions(query, FILTERS))
    .orderBy(...sortOrder(activeSort(query, CEP_SORT_FIELDS), SORTS, DEFAULT_ORDER, ceps.postalCode))
    .limit(query.take)
    .offset(query.skip);
  return rows.map(toCepArea);
}

export async function activeCep(db: Executor, postalCode: string): Promise<CepRow | undefined> {
  const [row] = await db
    .select()
    .from(ceps)
    .where(and(eq(ceps.postalCode, postalCode), eq(ceps.active, true)));
  return row;
}

/** GET /ceps/{postalCode}: an active delivery area, or the 404 the address form shows. */
export async function findActiveCep(db: Executor, postalCode: string): Promise<CepRow> {
  const row = await activeCep(db, postalCode);
  if (row === undefined) throw notFound(CEP_OUT_OF_AREA);
  return row;
}

export async function createCep(db: Database, body: CepCreateBody): Promise<CepArea> {
  const [row] = await db
    .insert(ceps)
    .values({
      postalCode: body.postal_code,
      street: body.street,
      neighborhood: body.neighborhood,
      city: body.city,
      state: body.state,
      amount: body.amount,
      active: body.active,
      latitude: body.latitude,
      longitude: body.longitude,
    })
    .onConflictDoNothing({ target: ceps.postalCode })
    .returning();
  if (row === undefined) throw conflict(CEP_MESSAGES.taken);
  return toCepArea(row);
}

export async function updateCep(db: Database, postalCode: string, body: CepUpdateBody): Promise<CepArea> {
  const changes: Partial<typeof ceps.$inferInsert> = {};
  if (body.postal_code !== undefined) changes.postalCode = body.postal_code;
  if (body.street !== undefined) changes.street = body.street;
  if (body.neighborhood !== undefined) changes.neighborhood = body.neighborhood;
  if (body.city !== undefined) changes.city = body.city;
  if (body.state !== undefined) changes.state = body.state;
  if (body.amount !== undefined) changes.amount = body.amount;
  if (body.active !== undefined) changes.active = body.active;
  if (body.latitude !== undefined) changes.latitude = body.latitude;
  if (body.longitude !== undefined) changes.longitude = body.longitude;

  const [current] = await db.select().from(ceps).where(eq(ceps.postalCode, postalCode));
  if (current === undefined) throw notFound(NOT_FOUND_MESSAGES.cep);
  if (Object.keys(changes).length === 0) return toCepArea(current);
  if (changes.postalCode !== undefined && changes.postalCode !== postalCode) {
    const [taken] = await db.select({ postalCode: ceps.postalCode }).from(ceps).where(eq(ceps.postalCode, changes.postalCode));
    if (taken !== undefined) throw conflict(CEP_MESSAGES.taken);
  }
  // Saved addresses follow a renamed CEP (ON UPDATE CASCADE).
  const [row] = await db.update(ceps).set(changes).where(eq(ceps.postalCode, postalCode)).returning();
  if (row === undefined) throw notFound(NOT_FOUND_MESSAGES.cep);
  return toCepArea(row);
}
