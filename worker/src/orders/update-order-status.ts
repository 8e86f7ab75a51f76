import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { orders, orderStatusHistory, type UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { isOrderStatus, isSettablePaymentStatus } from '../../../domain/order-status.ts';
import { paidOnHandOver } from '../../../domain/order-desk.ts';
import { paymentSetByGateway } from '../../../domain/payment-progress.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { type Outcome, refused } from '../outcome.ts';
import { changedOrder, loadOrderStanding, orderNotFound } from './load-orders.ts';
import { freeSlotPlaceWhile, takeSlotPlaceWhile } from './slot-places.ts';
import { giveBackStockWhile, stockGivenBack, takeStockAgainWhile } from './held-stock.ts';
import type { StockMoved } from '../stock/menu-stock.ts';
import { violates } from '../constraint-failures.ts';

export type StatusKind = 'order' | 'payment';

/**
 * Sets an order's status or payment status (staff and admin; any value may follow any other,
 * but a card order's payment is the gateway's alone) and
 * appends the change, with who made it, to the order's history, both in one batch. Setting a
 * cash order (or a UPI pickup) delivered makes it paid as the desk's Complete does, unless
 * `paid` is false.
 */
export async function changeOrderStatus(
  db: Database,
  change: { orderId: string; kind: StatusKind; status: unknown; paid?: boolean | undefined; admin: UserRow; now: number },
  onStockMoved?: StockMoved,
): Promise<Outcome<Order>> {
  const { orderId, kind, status, admin } = change;
  // Refund statuses come with an amount (record-refund.ts), never by hand.
  const valid = kind === 'order' ? isOrderStatus(status) : isSettablePaymentStatus(status);
  if (!orderId || !valid) return refused('invalid', ORDER_UPDATE_MESSAGES.invalid, { errors: { status: ORDER_UPDATE_MESSAGES.invalid } });
  const existing = await loadOrderStanding(db, orderId);
  if (!existing) return orderNotFound();
  // Only the gateway knows whether a card was charged: marking one paid by hand would send an
  // unpaid order to the kitchen, and marking it failed would hide money taken.
  if (kind === 'payment' && paymentSetByGateway(existing)) return refused('conflict', ORDER_UPDATE_MESSAGES.cardPaymentByGateway);

  const at = new Date(change.now);
  const paid = kind === 'order' && status === 'delivered' && existing.status !== 'delivered' && paidOnHandOver(existing, change.paid);
  const by = { changedAt: at, changedBy: admin.id, changedByName: admin.displayName };
  // Into or out of cancelled: the order's place in its slot and its stock go back, or are taken again.
  const asRead = sql`"id" = ${orderId} and "status" = ${existing.status}`;
  const cancelling = kind === 'order' && status === 'cancelled' && existing.status !== 'cancelled';
  const restoring = kind === 'order' && status !== 'cancelled' && existing.status === 'cancelled';
  const held = cancelling
    ? [freeSlotPlaceWhile(db, orderId, asRead), giveBackStockWhile(db, orderId, asRead)]
    : restoring
      ? [takeSlotPlaceWhile(db, orderId, asRead), takeStockAgainWhile(db, orderId, asRead)]
      : [];
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    db
      .update(orders)
      .set(
        kind === 'order'
          ? { status: status as Order['orderStatus'], ...(paid ? { paymentStatus: 'completed' as const } : {}), updatedAt: at }
          : { paymentStatus: status as Order['paymentStatus'], updatedAt: at },
      )
      .where(eq(orders.id, orderId)),
    db.insert(orderStatusHistory).values({ orderId, kind, status: status as string, ...by }),
    ...(paid ? [db.insert(orderStatusHistory).values({ orderId, kind: 'payment', status: 'completed', ...by })] : []),
  ];
  try {
    // The slot's and the stock's statements first: they judge the order's status as it was.
    await db.batch([...held, ...statements] as typeof statements);
  } catch (error) {
    // Brought back from cancelled into a slot that has filled since, or after its stock sold.
    if (violates(error, 'slot_bookings_within_capacity')) return refused('conflict', ORDER_UPDATE_MESSAGES.slotFull);
    if (violates(error, 'stock_levels_not_negative')) return refused('conflict', ORDER_UPDATE_MESSAGES.stockGone);
    throw error;
  }
  const changed = await changedOrder(db, orderId);
  if (held.length > 0 && changed.ok) await stockGivenBack(onStockMoved, changed.value);
  return changed;
}
