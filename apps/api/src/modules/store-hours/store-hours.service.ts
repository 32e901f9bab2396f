import { eq, like } from "drizzle-orm";
import type { StoreHoursAnswer, StoreHoursBody, StorePauseBody } from "@forno/domain/schemas";
import { type HoursException, type StoreHours, type WeekInterval, openingState } from "@forno/domain/store-hours";
import type { Database, Executor } from "../../db/client";
import { settings, storeHours } from "../../db/schema";
import { STORE_TIMEZONE, writeBusinessHoursText } from "../../db/seed/hours-data";
import { type OperationRules, operationRules } from "./operation-rules";

/** The operation rules (scheduling, pricing, minimum order) other modules read: this module's public face. */
export { type OperationRules, operationRules };

/** The store_hours row as the order read returns it (JSON, snake case) or drizzle selects it. */
export interface StoreHoursRow {
  timezone: string;
  week: WeekInterval[];
  exceptions: HoursException[];
  paused_at: string | Date | null;
  pause_until: string | Date | null;
  pause_reason: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The domain's StoreHours from the row and the online flag. A pause whose end has passed is no
 * pause (it reads null, so a later GET does not show a stale one).
 */
export function toStoreHours(row: StoreHoursRow | null, online: boolean, now: Date): StoreHours {
  const until = row?.pause_until == null ? null : iso(row.pause_until);
  const paused = row?.paused_at != null && (until === null || Date.parse(until) > now.getTime());
  return {
    timezone: row?.timezone ?? STORE_TIMEZONE,
    week: row?.week ?? [],
    exceptions: row?.exceptions ?? [],
    pause: paused ? { until, reason: row?.pause_reason ?? "" } : null,
    online,
  };
}

/** GET /store/hours's answer at `now`. */
export function hoursAnswer(hours: StoreHours, now: Date): StoreHoursAnswer {
  return { timezone: hours.timezone, week: [...hours.week], exceptions: [...hours.exceptions], pause: hours.pause, ...openingState(hours, now) };
}

const ROW_COLUMNS = {
  timezone: storeHours.timezone,
  week: storeHours.week,
  exceptions: storeHours.exceptions,
  paused_at: storeHours.pausedAt,
  pause_until: storeHours.pauseUntil,
  pause_reason: storeHours.pauseReason,
};

/** The stored hours row and the online flag, in one round trip (JSON-safe: GET /settings/store caches it). */
export async function readStoreHoursRow(db: Executor): Promise<{ row: StoreHoursRow | null; online: boolean }> {
  const [row] = await db
    .select({ ...ROW_COLUMNS, online: settings.value })
    .from(storeHours)
    .leftJoin(settings, eq(settings.key, "store_info.online"))
    .where(eq(storeHours.id, 1));
  return { row: row ?? null, online: row?.online !== "false" };
}

/** The hours and the online flag at `now`. */
export async function readStoreHours(db: Executor, now = new Date()): Promise<StoreHours> {
  const { row, online } = await readStoreHoursRow(db);
  return toStoreHours(row, online, now);
}

/** PUT /store/hours: the body is already checked by the domain's storeHoursBodySchema; the business hours text is written with it. */
export async function replaceStoreHours(db: Database, body: StoreHoursBody): Promise<StoreHoursAnswer> {
  await db.transaction(async (tx) => {
    await tx
      .insert(storeHours)
      .values({ id: 1, timezone: body.timezone, week: body.week, exceptions: body.exceptions })
      .onConflictDoUpdate({ target: storeHours.id, set: { timezone: body.timezone, week: body.week, exceptions: body.exceptions } });
    // The storefront's "Horário de funcionamento" line follows the week (decision 3602).
    await writeBusinessHoursText(tx, body.week);
  });
  const now = new Date();
  return hoursAnswer(await readStoreHours(db, now), now);
}

/** POST /store/pause: closed from now for `minutes`, or until DELETE /store/pause when null. */
export async function pauseStore(db: Executor, body: StorePauseBody): Promise<StoreHoursAnswer> {
  const now = new Date();
  const until = body.minutes === null ? null : new Date(now.getTime() + body.minutes * 60_000);
  await db.update(storeHours).set({ pausedAt: now, pauseUntil: until, pauseReason: body.reason }).where(eq(storeHours.id, 1));
  return hoursAnswer(await readStoreHours(db, now), now);
}

/** DELETE /store/pause: taking orders again (the hours and the online flag still decide). */
export async function resumeStore(db: Executor): Promise<StoreHoursAnswer> {
  await db.update(storeHours).set({ pausedAt: null, pauseUntil: null, pauseReason: "" }).where(eq(storeHours.id, 1));
  const now = new Date();
  return hoursAnswer(await readStoreHours(db, now), now);
}

/** The `operation.*` rules as stored (defaults for missing rows). */
export async function readOperationRules(db: Executor): Promise<OperationRules> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(like(settings.key, "operation.%"));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return operationRules((key) => values.get(key));
}
