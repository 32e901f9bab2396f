import { LOYALTY_MESSAGES, type LoyaltyProgram, ledgerReason, loyaltyCardFigures, rewardName, stampExpiry } from "@forno/domain/loyalty";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import type { LoyaltyAdjustmentBody, LoyaltyCard, LoyaltyExport, LoyaltyHistoryEntry } from "@forno/domain/schemas";
import type { DatabaseHandle } from "../../db/client";
import { type RawQuery, inLockedTransaction, rawQuery } from "../../db/raw";
import { notFound, unprocessable } from "../../lib/http-errors";
import { INSERT_ADJUSTMENT, CLIENT_EXISTS } from "./loyalty-ledger.sql";
import { type ClientLedger, type LedgerRecord, freeStamps, lockLoyaltyClient, readClientLedger, readLoyaltyProgramNow } from "./loyalty.service";

/** The card's history holds the newest entries, at most this many. */
export const LOYALTY_HISTORY_LENGTH = 50;

const CLIENT_NOT_FOUND = STAFF_ORDER_MESSAGES.clientNotFound;

function historyEntry(entry: LedgerRecord): LoyaltyHistoryEntry {
  const reason = entry.reason ?? (entry.kind === "adjusted" ? "" : ledgerReason(entry.kind, entry.orderNumber ?? 0));
  return { at: new Date(entry.at).toISOString(), change: entry.change, reason, order_id: entry.orderId, staff_id: entry.staffId, staff_name: entry.staffName };
}

/**
 * What the card and the data export both read of a ledger at `now`: the stamps free to use, when the
 * next one expires, and the history newest first (at most `historyLength` entries).
 */
function ledgerReading(ledger: ClientLedger, now: number, historyLength = Number.POSITIVE_INFINITY): LoyaltyExport {
  const free = freeStamps(ledger, now);
  const newestFirst = [...ledger.entries].sort((a, b) => b.at - a.at || b.id - a.id).slice(0, historyLength);
  return {
    stamps: free.stamps,
    next_expiry_at: free.nextExpiryAt === null ? null : new Date(free.nextExpiryAt).toISOString(),
    history: newestFirst.map(historyEntry),
  };
}

/**
 * The card (growth.md section 2): the stamps free to use, every `needed` of them one reward (none
 * while the program is off: the reward cannot be used then), when the next stamp expires, what the
 * reward is, and the history newest first.
 */
export function toLoyaltyCard(program: LoyaltyProgram, ledger: ClientLedger, now: number): LoyaltyCard {
  const { stamps, next_expiry_at, history } = ledgerReading(ledger, now, LOYALTY_HISTORY_LENGTH);
  const figures = loyaltyCardFigures(stamps, program.stampsNeeded, 0);
  return {
    enabled: program.enabled,
    stamps: figures.stamps,
    needed: program.stampsNeeded,
    rewards_available: program.enabled ? figures.rewardsAvailable : 0,
    next_expiry_at,
    reward: rewardName(program),
    history,
  };
}

/** A client's loyalty for their data export: as the card reads it, with every entry of the history. */
export async function readLoyaltyExport(database: DatabaseHandle, clientId: number, now: number): Promise<LoyaltyExport> {
  return ledgerReading(await readClientLedger(rawQuery(database), clientId), now);
}

async function cardOf(query: RawQuery, clientId: number, now: number): Promise<LoyaltyCard> {
  const program = await readLoyaltyProgramNow(query);
  return toLoyaltyCard(program, await readClientLedger(query, clientId), now);
}

/** GET /clients/me/loyalty and staff GET /clients/{id}/loyalty: 404 for an unknown (or anonymised) client. */
export async function readLoyaltyCard(database: DatabaseHandle, clientId: number): Promise<LoyaltyCard> {
  const query = rawQuery(database);
  if ((await query(CLIENT_EXISTS, [String(clientId)])).length === 0) throw notFound(CLIENT_NOT_FOUND);
  return cardOf(query, clientId, Date.now());
}

/**
 * POST /clients/{id}/loyalty/adjustments: a staff correction with its reason, under the client's
 * row lock (two at once run one after the other). A change that would take more than the free
 * stamps is refused (the card never goes below zero); stamps added expire like earned ones. The
 * card after the change.
 */
export async function adjustLoyalty(database: DatabaseHandle, clientId: number, staffId: number, body: LoyaltyAdjustmentBody): Promise<LoyaltyCard> {
  return inLockedTransaction(database, [], async (query) => {
    if (!(await lockLoyaltyClient(query, clientId))) throw notFound(CLIENT_NOT_FOUND);
    const program = await readLoyaltyProgramNow(query);
    if (!program.enabled) throw unprocessable(LOYALTY_MESSAGES.programOff);
    const now = Date.now();
    const ledger = await readClientLedger(query, clientId);
    if (body.change < 0 && -body.change > freeStamps(ledger, now).stamps) throw unprocessable(LOYALTY_MESSAGES.notEnoughStamps);
    const expiresAt = body.change > 0 ? new Date(stampExpiry(now, program.stampDays)).toISOString() : null;
    await query(INSERT_ADJUSTMENT, [String(clientId), new Date(now).toISOString(), String(body.change), String(staffId), body.reason, expiresAt]);
    return cardOf(query, clientId, now);
  });
}
