import { eq, ne, and } from "drizzle-orm";
import { BUSINESS_HOURS_SETTING_KEY } from "@forno/domain/schemas";
import { type WeekInterval, weekHoursText } from "@forno/domain/store-hours";
import type { Database, Executor } from "../client";
import { settings, storeHours } from "../schema";

export const STORE_TIMEZONE = "America/Sao_Paulo";

/** Tuesday to Sunday 18:00-23:30: "Terça a domingo, das 18h às 23h30". */
export const DEMO_WEEK: readonly WeekInterval[] = [2, 3, 4, 5, 6, 0].map((day) => ({ day, opens: "18:00", closes: "23:30" }));

/** Every day 00:00-00:00 (24 hours): the demo and the test suites take orders at any time of day (decisions 1605, 3603). */
export const ALWAYS_OPEN_WEEK: readonly WeekInterval[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" }));

/** `none`: no opening at all, closed until the staff save the store's hours in Horários. */
export type SeedHours = "week" | "always" | "none";

const SEED_WEEKS: Readonly<Record<SeedHours, readonly WeekInterval[]>> = { week: DEMO_WEEK, always: ALWAYS_OPEN_WEEK, none: [] };

/**
 * The week of a store without hours (decision 3603): SEED_HOURS, else none in production (no
 * invented hours for a real store) and always elsewhere (the demo of `npm run up`, the tests).
 */
export function seedHoursMode(env: { SEED_HOURS?: SeedHours | undefined; NODE_ENV: string }): SeedHours {
  return env.SEED_HOURS ?? (env.NODE_ENV === "production" ? "none" : "always");
}

/** Creates the one store_hours row when missing (a new or an upgraded database); existing hours are the store's and are kept. */
export async function ensureStoreHours(db: Database, mode: SeedHours): Promise<void> {
  await db
    .insert(storeHours)
    .values({ id: 1, timezone: STORE_TIMEZONE, week: [...SEED_WEEKS[mode]], exceptions: [] })
    .onConflictDoNothing({ target: storeHours.id });
  await writeBusinessHoursText(db, await storedWeek(db));
}

async function storedWeek(db: Executor): Promise<WeekInterval[]> {
  const [row] = await db.select({ week: storeHours.week }).from(storeHours).where(eq(storeHours.id, 1));
  return row?.week ?? [];
}

/**
 * `store_info.business_hours` written from the week (decision 3602), at every start and with every
 * PUT /store/hours, so the storefront's line and the real hours never disagree. Unchanged text is
 * not rewritten (its "Última atualização" stays).
 */
export async function writeBusinessHoursText(db: Executor, week: readonly WeekInterval[]): Promise<void> {
  const text = weekHoursText(week);
  await db
    .update(settings)
    .set({ value: text })
    .where(and(eq(settings.key, BUSINESS_HOURS_SETTING_KEY), ne(settings.value, text)));
}
