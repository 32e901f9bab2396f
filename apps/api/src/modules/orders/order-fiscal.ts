import { asc, desc, inArray } from "drizzle-orm";
import type { OrderFiscal } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { fiscalNotes } from "../../db/schema";

export type FiscalNoteRow = typeof fiscalNotes.$inferSelect;

/** A note's row as the order's `fiscal` block (growth.md section 3). */
export function toOrderFiscal(row: FiscalNoteRow): OrderFiscal {
  return {
    status: row.status,
    number: row.number,
    series: row.series,
    access_key: row.accessKey,
    qrcode_url: row.qrcodeUrl,
    consult_url: row.consultUrl,
    message: row.message,
    issued_at: row.issuedAt?.toISOString() ?? null,
  };
}

/** The latest note of each order (its highest attempt), by order id: one query whatever their number. */
export async function latestFiscalNotes(db: Executor, orderIds: readonly number[]): Promise<Map<number, FiscalNoteRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([fiscalNotes.orderId])
    .from(fiscalNotes)
    .where(inArray(fiscalNotes.orderId, [...orderIds]))
    .orderBy(asc(fiscalNotes.orderId), desc(fiscalNotes.attempt));
  return new Map(rows.map((row) => [row.orderId, row]));
}
