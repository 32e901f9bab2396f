import { sql } from "drizzle-orm";
import type { IfoodIntegration } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { ifoodState, orders, storeHours } from "../../db/schema";
import type { IfoodConfig } from "../../ifood";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: string | Date | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

interface FiguresRow {
  last_poll_at: string | Date | null;
  last_poll_ok: number | null;
  errors: Array<{ at: string; message: string }> | string | null;
  interruption_id: string | null;
  interruption_started_at: string | Date | null;
  orders_today: number | string;
}

/**
 * GET /integrations/ifood (growth.md section 4): connected (the last poll was answered, and lately:
 * within three intervals), the last poll, iFood orders placed today on the store's clock, the latest
 * problems in plain Portuguese, and the store's pause mirrored on iFood. One round trip.
 */
export async function ifoodIntegration(db: Executor, config: IfoodConfig, now = new Date()): Promise<IfoodIntegration> {
  const result = await db.execute(sql`
    SELECT s.last_poll_at, s.last_poll_ok, s.errors, s.interruption_id, s.interruption_started_at,
           (SELECT count(*) FROM ${orders} o, (SELECT coalesce((SELECT timezone FROM ${storeHours} WHERE id = 1), 'America/Sao_Paulo') AS tz) AS z
             WHERE o.channel = 'ifood' AND o.created_at >= (date_trunc('day', now() AT TIME ZONE z.tz) AT TIME ZONE z.tz)) AS orders_today
      FROM (SELECT 1) AS one LEFT JOIN ${ifoodState} s ON s.id = 1`);
  const [row] = rowsOf<FiguresRow>(result);
  const lastPoll = iso(row?.last_poll_at);
  const recent = lastPoll !== null && now.getTime() - Date.parse(lastPoll) <= 3 * config.pollIntervalMs + config.timeoutMs;
  const errors = typeof row?.errors === "string" ? (JSON.parse(row.errors) as FiguresRow["errors"]) : row?.errors;
  return {
    enabled: true,
    merchant_id: config.merchantId,
    connected: recent && Number(row?.last_poll_ok) === 1,
    last_poll_at: lastPoll,
    orders_today: Number(row?.orders_today ?? 0),
    errors: Array.isArray(errors) ? errors : [],
    interruption: row?.interruption_id ? { id: row.interruption_id, started_at: iso(row.interruption_started_at)! } : null,
  };
}
