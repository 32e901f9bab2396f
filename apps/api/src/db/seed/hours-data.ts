import { HOURS_SETTING_DEFAULTS, type HoursSettingKey } from "@forno/domain/schemas";
import type { WeekInterval } from "@forno/domain/store-hours";
import type { Database } from "../client";
import { storeHours } from "../schema";
import type { SettingDefinition } from "./setting-definition";

export const STORE_TIMEZONE = "America/Sao_Paulo";

/** "Terça a domingo, das 18h às 23h30" (the store_info.business_hours text) as week intervals. */
export const DEMO_WEEK: readonly WeekInterval[] = [2, 3, 4, 5, 6, 0].map((day) => ({ day, opens: "18:00", closes: "23:30" }));

/** Every day 00:00-00:00 (24 hours): test suites order at any time of day (decision 1605). */
export const ALWAYS_OPEN_WEEK: readonly WeekInterval[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" }));

export type SeedHours = "week" | "always";

/** The week of a store without hours: SEED_HOURS, or `always` under NODE_ENV=test. */
export function seedHoursMode(env: { SEED_HOURS?: SeedHours | undefined; NODE_ENV: string }): SeedHours {
  return env.SEED_HOURS ?? (env.NODE_ENV === "test" ? "always" : "week");
}

/** Creates the one store_hours row when missing (a new or an upgraded database); existing hours are the store's and are kept. */
export async function ensureStoreHours(db: Database, mode: SeedHours): Promise<void> {
  const week = mode === "always" ? ALWAYS_OPEN_WEEK : DEMO_WEEK;
  await db
    .insert(storeHours)
    .values({ id: 1, timezone: STORE_TIMEZONE, week: [...week], exceptions: [] })
    .onConflictDoNothing({ target: storeHours.id });
}

const describe = (key: HoursSettingKey, description: string, type: SettingDefinition["type"]): SettingDefinition => ({
  key,
  group: "operation",
  description,
  type,
  value: HOURS_SETTING_DEFAULTS[key],
});

/** Scheduling and pricing settings (contract section 2); their rules beyond the type: hoursSettingProblem. */
export const HOURS_SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  describe("operation.schedule_lead_minutes", "Pedidos agendados: antecedência mínima (minutos)", "integer"),
  describe("operation.schedule_max_days", "Pedidos agendados: até quantos dias à frente", "integer"),
  describe("operation.slot_minutes", "Pedidos agendados: duração de cada horário (minutos)", "integer"),
  describe("operation.slot_capacity", "Pedidos agendados: quantos por horário", "integer"),
  describe("operation.accept_scheduled_when_closed", "Pedidos agendados: aceitar com a loja fechada", "boolean"),
  describe("operation.fraction_pricing", "Preço da pizza com mais de um sabor (proportional ou highest)", "text"),
  describe("operation.min_order_amount", "Pedido mínimo em reais (0 = sem mínimo)", "text"),
  describe("operation.fractions_same_subgroup", "Sabores de uma pizza só do mesmo tipo (sem misturar salgada e doce)", "boolean"),
];
