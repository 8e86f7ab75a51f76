import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * The desk's feed of new and changed orders. Every change to an order appends a line to its
 * history in the same batch as the change (placing it, every status, a payment, a refund, a
 * moved ready time, a completed pick, replacements offered to the customer and answered), and
 * SQLite hands out those lines' ids in commit order. So "history lines after id N" is a gap-free feed shared by every process and by Workers over Turso, with no
 * extra write on the order's path: a stream remembers the last id it sent and asks for more.
 */
export interface OrderEvent {
  /** The history line's id: the stream's cursor (SSE `id`). */
  id: number;
  orderId: string;
  /** 'order', 'payment', 'ready_time', 'pick', 'replacement' or 'change'. */
  kind: string;
  status: string;
  /** The order's location: a stream tells only those its caller works at. */
  locationId: number;
}

/** At most this many lines per read; a longer backlog is read over the next ticks. */
export const PAGE = 500;

/** One history line as the feed reads it. */
export type OrderLine = OrderEvent;

/** The history lines after `afterId`, oldest first, at most PAGE of them. */
export async function readOrderLines(db: Database, afterId: number): Promise<OrderLine[]> {
  return db.all<OrderLine>(
    sql`select "id", "order_id" as "orderId", "kind", "status",
        (select "location_id" from "orders" where "orders"."id" = "order_status_history"."order_id") as "locationId"
      from "order_status_history" where "id" > ${afterId} order by "id" limit ${PAGE}`,
  );
}

/**
 * The changes after `afterId`, one event per order (its latest change), in the order of those
 * changes: an order placed a moment ago writes two lines (order and payment) but rings once.
 */
export async function readOrderEvents(db: Database, afterId: number): Promise<OrderEvent[]> {
  return latestPerOrder(await readOrderLines(db, afterId));
}

/** One event per order among `lines` (oldest first): each order's latest line, in the order of those lines. */
export function latestPerOrder(lines: readonly OrderLine[]): OrderEvent[] {
  if (lines.length <= 1) return lines.map(({ id, orderId, kind, status, locationId }) => ({ id, orderId, kind, status, locationId }));
  const latest = new Map<string, OrderEvent>();
  for (const { id, orderId, kind, status, locationId } of lines) {
    latest.delete(orderId);
    latest.set(orderId, { id, orderId, kind, status, locationId });
  }
  return [...latest.values()];
}

/** The newest history line's id: where a stream opened with no cursor starts. */
export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.all<{ id: number | null }>(sql`select max("id") as "id" from "order_status_history"`);
  return row?.id ?? 0;
}
