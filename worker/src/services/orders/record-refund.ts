import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../../db/client.ts';
import { orders, type OrderRow, type UserRow } from '../../../../db/schema/index.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { awaitsPayment } from '../../../../domain/payment-progress.ts';
import { REFUND_MESSAGES, refundedStatus } from '../../../../domain/refunds.ts';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.ts';
import type { CardPayments, IntentGateway } from '../payments/gateway.ts';
import { batchStatement } from '../../../../db/flat-statement.ts';
import { historyLineWhile } from './history-line.ts';
import { orderMailWhile } from '../mail/order-mails.ts';
import { loadOrder } from './load-orders.ts';
import { ORDER_UPDATE_MESSAGES } from './update-order-status.ts';

export interface RefundRuntime {
  db: Database;
  payments: CardPayments;
}

/**
 * POST /api/orders/{id}/refunds: records money given back (admin), raises the order's refunded
 * amount, sets its payment to partially_refunded or refunded, and adds that to its history, in
 * one batch. A card paid through Stripe is refunded through Stripe first; if Stripe refuses,
 * nothing is recorded (502). Cash and UPI refunds are only recorded: the money went back by hand.
 */
export async function recordRefund(runtime: RefundRuntime, refund: { orderId: string; amountCents: number; note: string; admin: UserRow; now: number }): Promise<Order> {
  const { db } = runtime;
  const { orderId, amountCents, admin } = refund;
  const current = await db
    .select({ total: orders.totalCents, refunded: orders.refundedCents, customerEmail: orders.customerEmail, paymentMethod: orders.paymentMethod, paymentReference: orders.paymentReference, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!current) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  const left = current.total - current.refunded;
  const tooMuch = () => new ConflictError(REFUND_MESSAGES.tooMuch(formatMoney(left)));
  if (amountCents > left) throw tooMuch();

  const gateway = refundGatewayFor(runtime.payments, current);
  // A card payment Stripe has not taken (yet) has nothing to give back.
  if (gateway && awaitsPayment(current)) throw new ConflictError(REFUND_MESSAGES.notPaid);
  if (gateway && current.paymentReference) {
    await refundThroughGateway(gateway, { orderId, reference: current.paymentReference, refundedBefore: current.refunded, amountCents });
    await db.batch(gatewayRefundStatements(db, { orderId, upToCents: current.refunded + amountCents, totalCents: current.total, note: refund.note, by: admin, at: refund.now }));
    return loaded(db, orderId);
  }

  const at = refund.now;
  const status = refundedStatus(current.refunded + amountCents, current.total);
  // Every statement holds only while the refund fits in what is left, so two refunds racing for
  // the last of it cannot give back more than was paid.
  const fitsOrder = sql`"id" = ${orderId} and "refunded_cents" + ${amountCents} <= "total_cents"`;
  const fits = sql`exists (select 1 from "orders" where ${fitsOrder})`;
  const [, , , updated] = await db.batch([
    batchStatement(db, sql`insert into "refunds" ("order_id", "amount_cents", "note", "created_at", "created_by")
      select ${orderId}, ${amountCents}, ${refund.note}, ${at}, ${admin.id} where ${fits}`),
    historyLineWhile(db, { orderId, kind: 'payment', status, at, by: admin }, fitsOrder),
    orderMailWhile(db, 'order_refunded', { id: orderId, customerEmail: current.customerEmail }, at, fitsOrder, { amountMinor: amountCents }),
    db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}`, paymentStatus: status, updatedAt: new Date(at) })
      .where(sql`${orders.id} = ${orderId} and ${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`)
      .returning({ id: orders.id }),
  ]);
  // Another refund took what was left in between.
  if (updated.length === 0) throw tooMuch();
  return loaded(db, orderId);
}

/** The gateway a card order's money goes back through: Stripe's, for a card it took; null for cash, UPI and the test gateway. */
export function refundGatewayFor(payments: CardPayments, order: Pick<OrderRow, 'paymentMethod' | 'paymentReference'>): IntentGateway | null {
  return payments.kind === 'stripe' && order.paymentMethod === 'card' && order.paymentReference ? payments.gateway : null;
}

export const REFUND_FAILED_MESSAGE = (reason: string) => `Stripe did not give the money back (${reason}). Nothing was changed; try again in a moment.`;

/**
 * Gives `amountCents` back through the gateway (502 when it refuses). The idempotency key is
 * derived from the order and what had been refunded before, so a retried request, or two people
 * pressing at once, refund once; a later refund of the same amount has another key.
 */
export async function refundThroughGateway(
  gateway: IntentGateway,
  refund: { orderId: string; reference: string; refundedBefore: number; amountCents: number },
): Promise<void> {
  const { orderId, reference, refundedBefore, amountCents } = refund;
  try {
    await gateway.refund({ reference, amountCents, idempotencyKey: `refund-${orderId}-${refundedBefore}-${amountCents}` });
  } catch (error) {
    throw new AppError(502, 'refund_failed', REFUND_FAILED_MESSAGE(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * Records money a gateway has given back: raises the order's refunded amount to `upToCents` (the
 * gateway's total so far, never past the order's total), a refunds row of the difference and a
 * payment line in its history, and the customer's mail about it. Every statement holds only while the amount is below `upToCents`
 * (and `guard`), so whichever of the admin's request and the gateway's webhook comes second for
 * the same refund records nothing, and two at once cannot both.
 */
export function gatewayRefundStatements(
  db: Database,
  refund: { orderId: string; upToCents: number; totalCents: number; note: string; by: Pick<UserRow, 'id' | 'displayName'> | null; at: number; guard?: SQL },
): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const { orderId, note, at } = refund;
  const upTo = Math.min(refund.upToCents, refund.totalCents);
  const status = refundedStatus(upTo, refund.totalCents);
  const holds = sql`"id" = ${orderId} and "refunded_cents" < ${upTo}${refund.guard ? sql` and ${refund.guard}` : sql``}`;
  return [
    batchStatement(db, sql`insert into "refunds" ("order_id", "amount_cents", "note", "created_at", "created_by")
      select "id", ${upTo} - "refunded_cents", ${note}, ${at}, ${refund.by?.id ?? null} from "orders" where ${holds}`),
    historyLineWhile(db, { orderId, kind: 'payment', status, at, by: refund.by }, holds),
    // Before the update, while the order still holds the amount from before.
    batchStatement(db, sql`insert into "outbox_mails" ("kind", "to_address", "order_id", "payload", "next_attempt_at", "created_at")
      select 'order_refunded', "customer_email", "id", json_object('amountMinor', ${upTo} - "refunded_cents"), ${at}, ${at} from "orders" where ${holds}`),
    batchStatement(db, sql`update "orders" set "refunded_cents" = ${upTo}, "payment_status" = ${status}, "updated_at" = ${at} where ${holds}`),
  ];
}

async function loaded(db: Database, orderId: string): Promise<Order> {
  const order = await loadOrder(db, orderId);
  if (!order) throw new NotFoundError(ORDER_UPDATE_MESSAGES.notFound);
  return order;
}
