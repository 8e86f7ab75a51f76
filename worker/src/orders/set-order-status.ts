import { eq } from 'drizzle-orm';
import { orders, type UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { cancellingNeedsReason, DESK_MESSAGES } from '../../../domain/order-desk.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { readDeskSettings } from '../desk/desk-settings.ts';
import { moveOrder, type MoveOrderRuntime } from '../desk/move-order.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
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
 * reads and, when paid, its refund in the same step (moveOrder's reject). Without a reason it
 * is refused (400) and nothing changes.
 */
export async function setOrderStatusByHand(runtime: MoveOrderRuntime, change: StatusByHand): Promise<Order> {
  const { db } = runtime;
  if (change.status === 'cancelled') {
    const current = await db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .get();
    if (!current) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
    if (change.reason || cancellingNeedsReason(current)) {
      if (!change.reason) throw new ValidationError(DESK_MESSAGES.cancelReason, { reason: DESK_MESSAGES.cancelReason });
      const move = { action: 'reject' as const, reason: change.reason };
      return moveOrder(runtime, { orderId: change.orderId, move, by: change.admin, now: change.now, desk: await readDeskSettings(db) });
    }
  }
  return changeOrderStatus(db, { ...change, kind: 'order' });
}
