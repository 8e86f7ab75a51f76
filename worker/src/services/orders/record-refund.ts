import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { orders, type UserRow } from '../../../../db/schema/index.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { REFUND_MESSAGES, refundedStatus } from '../../../../domain/refunds.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { batchStatement } from './batch-statement.ts';
import { loadOrder } from './load-orders.ts';
import { ORDER_UPDATE_MESSAGES } from './update-order-status.ts';

/**
 * POST /api/orders/{id}/refunds: records money given back (admin), raises the order's refunded
 * amount, sets its payment to partially_refunded or refunded, and adds that to its history, in
 * one batch. Every statement holds only while the refund fits in what is left, so two refunds
 * racing for the last of it cannot give back more than was paid.
 */
export async function recordRefund(
  db: Database,
  refund: { orderId: string; amountCents: number; note: string; admin: UserRow; now: number },
): Promise<Order> {
  const { orderId, amountCents, admin } = refund;
  const current = await db.select({ total: orders.totalCents, refunded: orders.refundedCents, currency: orders.currency }).from(orders).where(eq(orders.id, orderId)).get();
  if (!current) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  const left = current.total - current.refunded;
  const tooMuch = () => new ConflictError(REFUND_MESSAGES.tooMuch(formatMoney(left)));
  if (amountCents > left) throw tooMuch();

  const at = refund.now;
  const status = refundedStatus(current.refunded + amountCents, current.total);
  const fits = sql`(select "refunded_cents" + ${amountCents} <= "total_cents" from "orders" where "id" = ${orderId})`;
  const [, , updated] = await db.batch([
    batchStatement(db, sql`insert into "refunds" ("order_id", "amount_cents", "note", "created_at", "created_by")
      select ${orderId}, ${amountCents}, ${refund.note}, ${at}, ${admin.id} where ${fits}`),
    batchStatement(db, sql`insert into "order_status_history" ("order_id", "kind", "status", "changed_at", "changed_by", "changed_by_name")
      select ${orderId}, 'payment', ${status}, ${at}, ${admin.id}, ${admin.displayName} where ${fits}`),
    db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}`, paymentStatus: status, updatedAt: new Date(at) })
      .where(sql`${orders.id} = ${orderId} and ${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`)
      .returning({ id: orders.id }),
  ]);
  // Another refund took what was left in between.
  if (updated.length === 0) throw tooMuch();
  const order = await loadOrder(db, orderId);
  if (!order) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  return order;
}
