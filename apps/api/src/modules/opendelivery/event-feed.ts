import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { opendeliveryEvents, opendeliveryState, orders } from "../../db/schema";
import { MAX_POLLED_EVENTS, type OpenDeliveryEvent, type OpenDeliveryEventType } from "./wire-schemas";

interface EventRow {
  event_id: string;
  event_type: OpenDeliveryEventType;
  metadata: Record<string, string> | null;
  created_at: string | Date;
  order_uuid: string;
}

/** The event as the standard spells it; `orderURL` is absolute (the API's PUBLIC_URL). */
export function toWireEvent(row: EventRow, baseUrl: string): OpenDeliveryEvent {
  return {
    eventId: row.event_id,
    eventType: row.event_type,
    orderId: row.order_uuid,
    orderURL: `${baseUrl}/v1/orders/${row.order_uuid}`,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.metadata === null ? {} : { metadata: row.metadata }),
  } as OpenDeliveryEvent;
}

export const EVENT_COLUMNS = sql`e.event_id, e.event_type, e.metadata, e.created_at, o.opendelivery_id AS order_uuid`;

/**
 * GET /v1/events:polling: the unacknowledged events, oldest first, at most 1000; they come back
 * until acknowledged. With `types`, the standard's eventType filter: the other pending events are
 * acknowledged and left out. Notes the poll for the Integrações screen in the same statement.
 */
export async function pollEvents(db: Executor, baseUrl: string, types: readonly OpenDeliveryEventType[] | null): Promise<OpenDeliveryEvent[]> {
  const typeList = types === null ? null : sql.join(types.map((type) => sql`${type}`), sql`, `);
  const result = await db.execute(sql`
    WITH polled AS (UPDATE ${opendeliveryState} SET last_polled_at = now() WHERE id = 1)
    ${typeList === null ? sql`` : sql`, dismissed AS (UPDATE ${opendeliveryEvents} SET acknowledged_at = now() WHERE acknowledged_at IS NULL AND event_type NOT IN (${typeList}))`}
    SELECT ${EVENT_COLUMNS}
      FROM ${opendeliveryEvents} e JOIN ${orders} o ON o.id = e.order_id
     WHERE e.acknowledged_at IS NULL ${typeList === null ? sql`` : sql`AND e.event_type IN (${typeList})`}
     ORDER BY e.created_at, e.event_id
     LIMIT ${MAX_POLLED_EVENTS}`);
  return (result as unknown as { rows: EventRow[] }).rows.map((row) => toWireEvent(row, baseUrl));
}

export interface Acknowledgment {
  id: string;
  orderId: string;
  eventType: OpenDeliveryEventType;
}

/** POST /v1/events/acknowledgment: the listed events never come back; ids Forno does not know change nothing. */
export async function acknowledgeEvents(db: Executor, acknowledgments: readonly Acknowledgment[]): Promise<number> {
  if (acknowledgments.length === 0) return 0;
  const listed = sql.join(
    acknowledgments.map((ack) => sql`(${ack.id}::uuid, ${ack.orderId}::uuid, ${ack.eventType}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    UPDATE ${opendeliveryEvents} e SET acknowledged_at = now()
      FROM ${orders} o, (VALUES ${listed}) AS acked(event_id, order_uuid, event_type)
     WHERE e.event_id = acked.event_id AND o.id = e.order_id AND o.opendelivery_id = acked.order_uuid
       AND e.event_type = acked.event_type AND e.acknowledged_at IS NULL
    RETURNING e.event_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
