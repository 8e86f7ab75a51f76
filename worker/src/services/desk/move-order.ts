import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { orders, type OrderRow, type UserRow } from '../../../../db/schema/index.ts';
import type { Order } from '../../../../domain/order.ts';
import {
  expectedAtFrom,
  readyAtOnAccept,
  refuseMove,
  statusAfter,
  type DeskAction,
  type DeskSettings,
} from '../../../../domain/order-desk.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { batchStatement } from '../orders/batch-statement.ts';
import { loadOrder } from '../orders/load-orders.ts';
import { ORDER_UPDATE_MESSAGES } from '../orders/update-order-status.ts';

/** What a desk move carries beyond the action: the prep time (accept), the delay, the reason (reject). */
export type DeskMove =
  | { action: 'accept'; prepMinutes: number }
  | { action: 'delay'; minutes: number }
  | { action: 'reject'; reason: string }
  | { action: 'ready' | 'out-for-delivery' | 'complete' };

const MINUTE = 60_000;

/**
 * Moves an order on from the desk (accept, reject, delay, ready, out for delivery, complete):
 * its status and times, and a line in its history with who did it, in one batch. Both statements
 * hold only while the order is still in the status the move was judged from, so when two people
 * answer the same order at once, one wins and the other gets 409 and changes nothing.
 */
export async function moveOrder(db: Database, change: { orderId: string; move: DeskMove; by: UserRow; now: number; desk: DeskSettings }): Promise<Order> {
  const { orderId, move, by, now, desk } = change;
  const current = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!current) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  const refusal = refuseMove(move.action, current);
  if (refusal) throw new ConflictError(refusal);

  const { set, history } = changesOf(current, move, now, desk);
  const unchanged = sql`${orders.id} = ${orderId} and ${orders.status} = ${current.status} and ${orders.updatedAt} = ${current.updatedAt.getTime()}`;
  const [, updated] = await db.batch([
    batchStatement(db, sql`insert into "order_status_history" ("order_id", "kind", "status", "changed_at", "changed_by", "changed_by_name")
      select ${orderId}, ${history.kind}, ${history.status}, ${now}, ${by.id}, ${by.displayName}
      where exists (select 1 from ${orders} where ${unchanged})`),
    db
      .update(orders)
      .set({ ...set, updatedAt: new Date(now) })
      .where(unchanged)
      .returning({ id: orders.id }),
  ]);
  // Someone else moved it in between: say what it is now.
  if (updated.length === 0) return conflictNow(db, orderId, move.action);
  const order = await loadOrder(db, orderId);
  if (!order) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  return order;
}

function changesOf(current: OrderRow, move: DeskMove, now: number, desk: DeskSettings): { set: Partial<OrderRow>; history: { kind: 'order' | 'ready_time'; status: string } } {
  const status = statusAfter(move.action);
  switch (move.action) {
    case 'accept': {
      const readyAt = readyAtOnAccept({ fulfilmentType: current.fulfilmentType, slotStart: current.slotStart?.getTime() ?? null }, move.prepMinutes, now, desk);
      const expectedAt = expectedAtFrom(readyAt, current.fulfilmentType, desk);
      return { set: { status, acceptedAt: new Date(now), readyAt: new Date(readyAt), expectedAt: new Date(expectedAt) }, history: { kind: 'order', status } };
    }
    case 'delay': {
      const from = current.readyAt?.getTime() ?? now;
      const readyAt = Math.max(from, now) + move.minutes * MINUTE;
      const expectedAt = expectedAtFrom(readyAt, current.fulfilmentType, desk);
      return { set: { readyAt: new Date(readyAt), expectedAt: new Date(expectedAt) }, history: { kind: 'ready_time', status: new Date(readyAt).toISOString() } };
    }
    case 'reject':
      return { set: { status, rejectionReason: move.reason }, history: { kind: 'order', status } };
    case 'out-for-delivery': {
      // The drive starts now: the customer's arrival time follows it.
      const expectedAt = expectedAtFrom(now, current.fulfilmentType, desk);
      return { set: { status, expectedAt: new Date(expectedAt) }, history: { kind: 'order', status } };
    }
    default:
      return { set: { status }, history: { kind: 'order', status } };
  }
}

async function conflictNow(db: Database, orderId: string, action: DeskAction): Promise<never> {
  const now = await db.select({ status: orders.status, fulfilmentType: orders.fulfilmentType }).from(orders).where(eq(orders.id, orderId)).get();
  if (!now) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  throw new ConflictError(refuseMove(action, now) ?? 'Someone else changed this order just now: look again and retry.');
}
