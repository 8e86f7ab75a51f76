import { eq } from 'drizzle-orm';
import { orders, type UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { cancellingNeedsReason, DESK_MESSAGES } from '../../../domain/order-desk.ts';
import { type Outcome, refused } from '../outcome.ts';
import { readDeskSettings } from '../desk/desk-settings.ts';
import { moveOrder, type MoveOrderRuntime } from '../desk/move-order.ts';
import { changedOrder, orderNotFound } from './load-orders.ts';
import { chargesHeldCard } from '../../../domain/picking/card-hold.ts';
import { chargeHeldCard } from '../payments/charge-held-card.ts';
import { changeOrderStatus } from './update-order-status.ts';

export interface StatusByHand {
  orderId: string;
  status: unknown;
  /** Why it is cancelled, as the customer reads it. */
  reason?: string | undefined;
  /** For `delivered`: false when a cash or UPI hand-over was not paid after all. */
  paid?: boolean | undefined;
  admin: UserRow;
  now: number;
}

/**
 * PUT /api/orders/{id}/status (Manage Orders). Any status may still follow any other, but an
 * order that is accepted or paid is cancelled only the desk's way: with a reason the customer
 * reads and, when paid, its refund in the same step (moveOrder's reject; a card held is released).
 * Without a reason it is refused and nothing changes. Set ready, out for delivery or delivered, an
 * order whose card is still held is charged (payments/charge-held-card.ts).
 */
export async function setOrderStatusByHand(runtime: MoveOrderRuntime, change: StatusByHand): Promise<Outcome<Order>> {
  const { db } = runtime;
  if (change.status === 'cancelled') {
    const current = await db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .get();
    if (!current) return orderNotFound();
    if (change.reason || cancellingNeedsReason(current)) {
      if (!change.reason) return refused('invalid', DESK_MESSAGES.cancelReason, { errors: { reason: DESK_MESSAGES.cancelReason } });
      const move = { action: 'reject' as const, reason: change.reason };
      return moveOrder(runtime, { orderId: change.orderId, move, by: change.admin, now: change.now, desk: await readDeskSettings(db) });
    }
  }
  const changed = await changeOrderStatus(db, { ...change, kind: 'order' }, runtime.onStockMoved);
  // On its way: a card still held is charged, as the desk's moves do (a failure is reported, the card stays held).
  if (!changed.ok || changed.value.paymentStatus !== 'authorized' || !chargesHeldCard(changed.value.orderStatus)) return changed;
  await chargeHeldCard(runtime, { orderId: change.orderId, by: change.admin, now: change.now });
  return changedOrder(db, change.orderId);
}
