import { type SQL, desc, eq } from "drizzle-orm";
import { COUPON_MESSAGES, type CouponRules, couponRulesProblem } from "@forno/domain/coupons";
import { COUPON_SORT_FIELDS, type Coupon, type CouponCreateBody, type CouponListQuery, type CouponUpdateBody, activeSort, type couponListQuerySchema } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { coupons } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions, sortOrder } from "../../lib/listing";

type CouponRow = typeof coupons.$inferSelect;

/** A coupon's rules as the wire and the domain read them. */
function rulesOf(row: CouponRow): CouponRules {
  return {
    kind: row.kind,
    value: row.value,
    max_discount: row.maxDiscount,
    min_subtotal: row.minSubtotal,
    applies_to_groups: row.appliesToGroups,
    first_order_only: row.firstOrderOnly,
    max_uses: row.maxUses,
    max_uses_per_client: row.maxUsesPerClient,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    weekdays: row.weekdays,
    time_from: row.timeFrom,
    time_to: row.timeTo,
    order_types: row.orderTypes,
    channels: row.channels,
    active: row.active,
  };
}

export function toCoupon(row: CouponRow): Coupon {
  const rules = rulesOf(row);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    ...rules,
    applies_to_groups: [...rules.applies_to_groups],
    weekdays: rules.weekdays === null ? null : [...rules.weekdays],
    order_types: [...rules.order_types],
    channels: [...rules.channels],
    uses: row.uses,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns of a body's rules (every field present in it). */
function columnsOf(body: CouponUpdateBody): Partial<typeof coupons.$inferInsert> {
  const columns: Partial<typeof coupons.$inferInsert> = {};
  if (body.code !== undefined) columns.code = body.code;
  if (body.name !== undefined) columns.name = body.name;
  if (body.kind !== undefined) columns.kind = body.kind;
  if (body.value !== undefined) columns.value = body.value;
  if (body.max_discount !== undefined) columns.maxDiscount = body.max_discount;
  if (body.min_subtotal !== undefined) columns.minSubtotal = body.min_subtotal;
  if (body.applies_to_groups !== undefined) columns.appliesToGroups = body.applies_to_groups;
  if (body.first_order_only !== undefined) columns.firstOrderOnly = body.first_order_only;
  if (body.max_uses !== undefined) columns.maxUses = body.max_uses;
  if (body.max_uses_per_client !== undefined) columns.maxUsesPerClient = body.max_uses_per_client;
  if (body.starts_at !== undefined) columns.startsAt = body.starts_at === null ? null : new Date(body.starts_at);
  if (body.ends_at !== undefined) columns.endsAt = body.ends_at === null ? null : new Date(body.ends_at);
  if (body.weekdays !== undefined) columns.weekdays = body.weekdays === null ? null : [...new Set(body.weekdays)].sort((a, b) => a - b);
  if (body.time_from !== undefined) columns.timeFrom = body.time_from;
  if (body.time_to !== undefined) columns.timeTo = body.time_to;
  if (body.order_types !== undefined) columns.orderTypes = body.order_types;
  if (body.channels !== undefined) columns.channels = body.channels;
  if (body.active !== undefined) columns.active = body.active;
  return columns;
}

const FILTERS: FilterMap<typeof couponListQuerySchema> = {
  where_code: { column: coupons.code, kind: "text" },
  where_name: { column: coupons.name, kind: "text" },
  where_active: { column: coupons.active, kind: "equals" },
};

const SORTS = { code: coupons.code, name: normalized(coupons.name), uses: coupons.uses, created_at: coupons.createdAt, active: coupons.active } as const;
const NEWEST_FIRST: SQL[] = [desc(coupons.createdAt)];

/** GET /coupons: newest first unless another sort is asked for. */
export async function listCoupons(db: Database, query: CouponListQuery): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(filterConditions(query, FILTERS))
    .orderBy(...sortOrder(activeSort(query, COUPON_SORT_FIELDS), SORTS, NEWEST_FIRST, coupons.id))
    .limit(query.take)
    .offset(query.skip);
  return rows.map(toCoupon);
}

/** POST /coupons: a code already taken, in any case, is a 409. */
export async function createCoupon(db: Database, body: CouponCreateBody): Promise<Coupon> {
  const [row] = await db
    .insert(coupons)
    .values({ ...columnsOf(body), code: body.code, name: body.name, kind: body.kind })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (row === undefined) throw conflict(COUPON_MESSAGES.duplicateCode);
  return toCoupon(row);
}

/**
 * PATCH /coupons/{id}: the rules are checked together as the coupon would become (a 400 naming what
 * to type); another coupon's code is a 409. There is no delete: `active: false` pauses it. Orders
 * already created keep their price (growth.md section 1: the offer binds).
 */
export async function updateCoupon(db: Database, id: number, body: CouponUpdateBody): Promise<Coupon> {
  const [current] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (current === undefined) throw notFound(COUPON_MESSAGES.notFound);
  const changes = columnsOf(body);
  if (Object.keys(changes).length === 0) return toCoupon(current);
  const problem = couponRulesProblem(rulesOf({ ...current, ...changes }));
  if (problem !== null) throw badRequest(problem.message);
  if (changes.code !== undefined && changes.code !== current.code) {
    const [taken] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, changes.code));
    if (taken !== undefined) throw conflict(COUPON_MESSAGES.duplicateCode);
  }
  const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
  if (row === undefined) throw notFound(COUPON_MESSAGES.notFound);
  return toCoupon(row);
}
