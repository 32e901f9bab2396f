import { type LedgerEntry, type LoyaltyBalance, type LoyaltyEntryKind, type LoyaltyProgram, type LoyaltySettingKey, loyaltyBalance, readLoyaltyProgram } from "@forno/domain/loyalty";
import { COUPON_PENDING_MINUTES } from "@forno/domain/coupons";
import type { RawQuery } from "../../db/raw";
import { CLIENT_LEDGERS, LOCK_CLIENT, LOYALTY_SETTINGS } from "./loyalty-ledger.sql";

/** One ledger row as the card shows it: the balance's reading plus who, why and which order. */
export interface LedgerRecord extends LedgerEntry {
  id: number;
  /** The order's number ("Pedido #1042"), for the history's text. */
  orderNumber: number | null;
  staffId: number | null;
  staffName: string | null;
  reason: string | null;
}

/** What one unpaid reward order holds of its client's stamps. */
export interface RewardHold {
  stamps: number;
  /** When it was placed, while it waits for payment (PENDING); null once past that (payment on delivery). */
  pendingSince: number | null;
}

/** A client's stamp ledger, oldest first, and the holds of their unpaid reward orders. */
export interface ClientLedger {
  entries: LedgerRecord[];
  /** The client's reward orders neither paid nor cancelled. */
  holds: RewardHold[];
}

/**
 * How long a reward order waiting for payment holds the reward: the window of a coupon's use (an
 * abandoned Pix never keeps a customer from their reward; decision 3213).
 */
const PENDING_HOLD_MS = COUPON_PENDING_MINUTES * 60_000;

/** The loyalty program from the stored `loyalty.*` values (a missing or unreadable one: its default). */
export function loyaltyProgramOf(values: ReadonlyMap<string, string>): LoyaltyProgram {
  return readLoyaltyProgram((key: LoyaltySettingKey) => values.get(key));
}

/** The loyalty program as the settings say now. */
export async function readLoyaltyProgramNow(query: RawQuery): Promise<LoyaltyProgram> {
  const [row] = await query(LOYALTY_SETTINGS, []);
  return loyaltyProgramOf(new Map(Object.entries(JSON.parse(row?.settings ?? "null") ?? {})));
}

interface StoredEntry {
  id: number;
  at: number;
  kind: LoyaltyEntryKind;
  change: number;
  order_id: number | null;
  order_number: number | null;
  staff_id: number | null;
  staff_name: string | null;
  reason: string | null;
  expires_at: number | null;
}

const EMPTY_LEDGER: ClientLedger = { entries: [], holds: [] };

/** The ledgers of these clients, in one statement (a client without entries has an empty one). */
export async function readClientLedgers(query: RawQuery, clientIds: readonly number[]): Promise<Map<number, ClientLedger>> {
  const ledgers = new Map<number, ClientLedger>();
  if (clientIds.length === 0) return ledgers;
  const rows = await query(CLIENT_LEDGERS, [`{${clientIds.map((id) => Math.trunc(id)).join(",")}}`]);
  for (const row of rows) {
    const stored = JSON.parse(row.entries ?? "null") as StoredEntry[] | null;
    const entries = (stored ?? []).map((entry) => ({
      id: entry.id,
      at: Number(entry.at),
      kind: entry.kind,
      change: entry.change,
      orderId: entry.order_id,
      expiresAt: entry.expires_at === null ? null : Number(entry.expires_at),
      orderNumber: entry.order_number,
      staffId: entry.staff_id,
      staffName: entry.staff_name,
      reason: entry.reason,
    }));
    const holds = (JSON.parse(row.holds ?? "null") as Array<{ stamps: number; pending_since: number | string | null }> | null) ?? [];
    ledgers.set(Number(row.client_id), { entries, holds: holds.map((hold) => ({ stamps: hold.stamps, pendingSince: hold.pending_since === null ? null : Number(hold.pending_since) })) });
  }
  return ledgers;
}

/** One client's ledger. */
export async function readClientLedger(query: RawQuery, clientId: number): Promise<ClientLedger> {
  return (await readClientLedgers(query, [clientId])).get(clientId) ?? EMPTY_LEDGER;
}

/**
 * The stamps free to use at `now` (decision 3200): the unexpired ones less those held by the
 * client's reward orders neither paid nor cancelled (one waiting for payment only for
 * PENDING_HOLD_MS after it was placed), never below zero; and when the next unexpired stamp expires.
 */
export function freeStamps(ledger: ClientLedger, now: number): LoyaltyBalance {
  const balance = loyaltyBalance(ledger.entries, now);
  const held = ledger.holds.reduce((sum, hold) => (hold.pendingSince === null || hold.pendingSince > now - PENDING_HOLD_MS ? sum + hold.stamps : sum), 0);
  return { stamps: Math.max(0, balance.stamps - held), nextExpiryAt: balance.nextExpiryAt };
}

/**
 * Takes client `clientId`'s row lock for the rest of the transaction `query` runs in, so that two
 * orders using the reward, or two adjustments, of one client run one after the other. False when
 * there is no such client (or it was anonymised).
 */
export async function lockLoyaltyClient(query: RawQuery, clientId: number): Promise<boolean> {
  return (await query(LOCK_CLIENT, [String(clientId)])).length > 0;
}

/** GET /clients: each listed client's free stamps, in one ledger read. */
export async function freeStampsOf(query: RawQuery, clientIds: readonly number[], now: number): Promise<Map<number, number>> {
  const ledgers = await readClientLedgers(query, clientIds);
  return new Map(clientIds.map((id) => [id, freeStamps(ledgers.get(id) ?? EMPTY_LEDGER, now).stamps]));
}
