import { type SQL, asc, eq } from "drizzle-orm";
import {
  AUTO_PRINT_CHOICES,
  type PaymentProviderName,
  SETTING_SORT_FIELDS,
  type Setting,
  type SettingListQuery,
  type StoreDetails,
  type StoreInfo,
  activeSort,
  checkSettingChange,
  isSettingKey,
  ON_DELIVERY_SETTING_KEY,
  onDeliveryMethodsOf,
  SETTING_SPECS,
  NOT_FOUND_MESSAGES,
} from "@forno/domain/schemas";
import { type StoreHours, nextOpeningChange, openingState } from "@forno/domain/store-hours";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { SETTING_DEFINITIONS } from "../../db/seed/settings-data";
import { badRequest, notFound } from "../../lib/http-errors";
import { sortOrder } from "../../lib/listing";
import { absoluteUrl } from "../../lib/public-url";
import { catalogOrder } from "./catalog-order-setting";
import { operationRules } from "../store-hours/store-hours.service";
import { readStoreHours, readStoreHoursRow, toStoreHours } from "../store-hours/store-hours.service";

type SettingRow = typeof settings.$inferSelect;

function toSetting(row: SettingRow): Setting {
  return {
    id: row.id,
    key: row.key,
    group: row.group,
    description: row.description,
    value: row.value,
    updated_at: row.updatedAt.toISOString(),
  };
}

const SORTS = { id: settings.id, description: normalized(settings.description) } as const;
const DEFAULT_ORDER: SQL[] = [asc(settings.id)];

export async function listSettings(db: Database, query: SettingListQuery): Promise<Setting[]> {
  const rows = await db
    .select()
    .from(settings)
    .orderBy(...sortOrder(activeSort(query, SETTING_SORT_FIELDS), SORTS, DEFAULT_ORDER, settings.id))
    .limit(query.take)
    .offset(query.skip);
  return rows.map(toSetting);
}

export async function updateSetting(db: Database, id: number, rawValue: string): Promise<Setting> {
  const [current] = await db.select().from(settings).where(eq(settings.id, id));
  if (current === undefined) throw notFound(NOT_FOUND_MESSAGES.setting);
  const spec = isSettingKey(current.key) ? SETTING_SPECS[current.key] : undefined;
  const checked = checkSettingChange({
    key: current.key,
    type: current.type,
    maxLength: spec?.maxLength,
    raw: rawValue,
    current: current.group === "operation" ? await settingValues(db) : new Map(),
  });
  if (checked.problem !== undefined) throw badRequest(checked.problem);
  const { value } = checked;
  const [row] = await db.update(settings).set({ value }).where(eq(settings.id, id)).returning();
  return toSetting(row!);
}

/** The value of one setting, or its definition's default when the row is missing. */
export async function settingValue(db: Database, key: string): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? SETTING_DEFINITIONS.find((item) => item.key === key)?.value ?? "";
}

async function settingValues(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

function reader(values: Map<string, string>) {
  const text = (key: string) => values.get(key) ?? SETTING_DEFINITIONS.find((item) => item.key === key)?.value ?? "";
  return {
    text,
    nullable: (key: string) => text(key) || null,
    boolean: (key: string) => text(key) === "true",
    integer: (key: string) => Number.parseInt(text(key), 10) || 0,
  };
}

function paymentProviderInfo(ctx: AppContext): { name: PaymentProviderName; public_key: string | null } {
  const name = ctx.env.PAYMENT_PROVIDER;
  return { name, public_key: name === "mercadopago" ? (ctx.env.MERCADOPAGO_PUBLIC_KEY ?? null) : null };
}

/**
 * GET /settings/store: what every storefront screen needs (name, logo, address, online flag...),
 * at `now`, and until when it holds: the opening fields change on their own at the next opening or
 * closing (`changesAt`, epoch ms, null when none is in the lookahead); everything else only with a
 * settings or hours write (decisions 1402, 3004).
 */
export async function storeInfoNow(ctx: AppContext, baseUrl: string, now: Date): Promise<{ info: StoreInfo; changesAt: number | null }> {
  const [values, row] = await Promise.all([settingValues(ctx.db), readStoreHoursRow(ctx.db)]);
  const hours = toStoreHours(row.row, row.online, now);
  return { info: buildStoreInfo(ctx, reader(values), baseUrl, { values, hours, now }), changesAt: nextOpeningChange(hours, now) };
}

/** What the computed `operation` fields need: the stored settings and hours, and the instant to judge. */
interface OperationInputs {
  values: Map<string, string>;
  hours: StoreHours;
  now: Date;
}

function buildStoreInfo(ctx: AppContext, read: ReturnType<typeof reader>, baseUrl: string, inputs: OperationInputs): StoreInfo {
  return {
    appearance: { name: read.text("appearance.name"), logo_url: absoluteUrl(baseUrl, read.nullable("appearance.logo_url")) },
    store_info: {
      phone: read.text("store_info.phone"),
      street: read.text("store_info.street"),
      number: read.text("store_info.number"),
      neighborhood: read.text("store_info.neighborhood"),
      city: read.text("store_info.city"),
      state: read.text("store_info.state"),
      postal_code: read.text("store_info.postal_code"),
      address_notes: read.nullable("store_info.address_notes"),
      online: read.boolean("store_info.online"),
      business_hours: read.text("store_info.business_hours"),
      offline_message: read.text("store_info.offline_message"),
    },
    operation: {
      default_delivery_time: read.integer("operation.default_delivery_time"),
      alert_sound: read.boolean("operation.alert_sound"),
      auto_print: AUTO_PRINT_CHOICES.find((choice) => choice === read.text("operation.auto_print")) ?? "none",
      ticket_width: read.text("operation.ticket_width") === "32" ? 32 : 48,
      late_after_minutes: read.integer("operation.late_after_minutes"),
      very_late_after_minutes: read.integer("operation.very_late_after_minutes"),
      // Computed at every call from the (cacheable) stored inputs: the same as GET /store/hours.
      ...openingState(inputs.hours, inputs.now),
      ...operationRules((key) => inputs.values.get(key)),
    },
    payment_provider: paymentProviderInfo(ctx),
    payment: { on_delivery_methods: onDeliveryMethodsOf(read.text(ON_DELIVERY_SETTING_KEY)) },
    catalog: catalogOrder(read.text),
  };
}

const SOCIAL_NETWORKS = ["instagram", "facebook", "whatsapp", "site"] as const;

/** GET /settings/store/details: adds social links, messages and the legal data of the legal pages. */
export async function storeDetails(ctx: AppContext, baseUrl: string): Promise<StoreDetails> {
  const now = new Date();
  const [values, hours] = await Promise.all([settingValues(ctx.db), readStoreHours(ctx.db, now)]);
  const read = reader(values);
  const info = buildStoreInfo(ctx, read, baseUrl, { values, hours, now });
  return {
    ...info,
    store_info: { ...info.store_info, legal_name: read.text("store_info.legal_name"), legal_document: read.text("store_info.legal_document") },
    social: SOCIAL_NETWORKS.map((network) => ({ network, url: read.text(`social.${network}`) })).filter((link) => link.url !== ""),
    messages: {
      greeting: read.text("messages.greeting"),
      note: read.text("messages.note"),
      price_warning: read.text("messages.price_warning"),
    },
  };
}
