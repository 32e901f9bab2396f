import { type SQL, sql } from "drizzle-orm";
import { FISCAL_SETTING_DEFAULTS, type FiscalIssueOn } from "@forno/domain/fiscal";
import { appMeta, fiscalNotes, settings } from "../../db/schema";
import type { StateMove } from "./state-move";

/** The app_meta key each API instance writes at start with its FISCAL_PROVIDER (src/app.ts). */
export const FISCAL_PROVIDER_META_KEY = "fiscal.provider";

/** The `fiscal.issue_on` this move reaches: its first payment, or going into preparation. */
function issueOnOf(move: StateMove): FiscalIssueOn | null {
  if (move.to === "PREPARATION") return "preparation";
  return move.firstPayment ? "paid" : null;
}

/**
 * The NFC-e's pending row, written with the move that reaches `fiscal.issue_on` (growth.md section 3;
 * decision 3301), so the order the move publishes already says "NFC-e em emissão" and the fiscal
 * follower (modules/fiscal) issues it after the commit. Only when the store turned the NFC-e on and
 * the API has a provider, and never beside a pending or authorised note (the partial unique index
 * holds across instances: ON CONFLICT DO NOTHING). Its REF is `forno-<order id>-<attempt>`.
 */
export function pendingFiscalNote(move: StateMove): SQL | null {
  const issueOn = issueOnOf(move);
  if (issueOn === null) return null;
  const setting = (key: keyof typeof FISCAL_SETTING_DEFAULTS) => sql`COALESCE((SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${key}), ${FISCAL_SETTING_DEFAULTS[key]})`;
  return sql`
    INSERT INTO ${fiscalNotes} (order_id, attempt, ref, status, pending_since)
    SELECT ${move.orderId}::integer, n.attempt, 'forno-' || ${move.orderId}::integer || '-' || n.attempt, 'pending', ${move.at.toISOString()}::timestamptz
      FROM (SELECT COALESCE(MAX(attempt), 0) + 1 AS attempt FROM ${fiscalNotes} WHERE order_id = ${move.orderId}::integer) n
     WHERE ${setting("fiscal.enabled")} = 'true'
       AND ${setting("fiscal.issue_on")} = ${issueOn}
       AND EXISTS (SELECT 1 FROM ${appMeta} WHERE ${appMeta.key} = ${FISCAL_PROVIDER_META_KEY} AND ${appMeta.value} <> 'none')
       AND NOT EXISTS (SELECT 1 FROM ${fiscalNotes} WHERE order_id = ${move.orderId}::integer AND status IN ('pending', 'authorized'))
    ON CONFLICT DO NOTHING`;
}
