import { type SQL, and, asc, eq } from "drizzle-orm";
import { DRIVER_SORT_FIELDS, type Driver, type DriverCreateBody, type DriverListQuery, type DriverUpdateBody, activeSort, type driverListQuerySchema, DRIVER_MESSAGES } from "@forno/domain/schemas";
import type { Database, Executor } from "../../db/client";
import { drivers } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { notFound, unprocessable } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";

type DriverRow = typeof drivers.$inferSelect;

export const DRIVER_NOT_FOUND = DRIVER_MESSAGES.notFound;
/** Decided (decision 1721): an unknown or inactive driver cannot take an order out. */
export const DRIVER_NOT_AVAILABLE = DRIVER_MESSAGES.notAvailable;

function toDriver(row: DriverRow): Driver {
  return { id: row.id, name: row.name, phone: row.phone, is_active: row.isActive };
}

const FILTERS: FilterMap<typeof driverListQuerySchema> = {
  where_id: { column: drivers.id, kind: "equals" },
  where_name: { column: drivers.name, kind: "text" },
  where_phone: { column: drivers.phone, kind: "digits" },
  where_is_active: { column: drivers.isActive, kind: "equals" },
};

const SORTS = { id: drivers.id, name: normalized(drivers.name) } as const;
const DEFAULT_ORDER: SQL[] = [asc(normalized(drivers.name))];

/** GET /drivers: by name unless another sort is asked for. */
export async function listDrivers(db: Database, query: DriverListQuery): Promise<Driver[]> {
  const rows = await db
    .select()
    .from(drivers)
    .where(filterConditions(query, FILTERS))
    .orderBy(...sortOrder(activeSort(query, DRIVER_SORT_FIELDS), SORTS, DEFAULT_ORDER, drivers.id))
    .limit(query.take)
    .offset(query.skip);
  return rows.map(toDriver);
}

export async function createDriver(db: Database, body: DriverCreateBody): Promise<Driver> {
  const [row] = await db.insert(drivers).values({ name: body.name, phone: body.phone, isActive: body.is_active }).returning();
  return toDriver(row!);
}

export async function updateDriver(db: Database, id: number, body: DriverUpdateBody): Promise<Driver> {
  const changes: Partial<typeof drivers.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.is_active !== undefined) changes.isActive = body.is_active;
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(drivers).where(eq(drivers.id, id))
      : await db.update(drivers).set(changes).where(eq(drivers.id, id)).returning();
  if (row === undefined) throw notFound(DRIVER_NOT_FOUND);
  return toDriver(row);
}

/** The driver an order may go out with: an active one, else a 422. */
export async function activeDriverId(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.id, id), eq(drivers.isActive, true)));
  if (row === undefined) throw unprocessable(DRIVER_NOT_AVAILABLE);
  return row.id;
}
