import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { messageWithValues } from '../../../domain/i18n/message-with-values.ts';
import { chargeDue, heldCardCharge } from '../../../domain/picking/card-hold.ts';
import { queueShopNotice } from '../mail/queue-mail.ts';
import { type HistoryLine, historyLineWhile } from '../orders/history-line.ts';
import { orderNotFound } from '../orders/load-orders.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { CardPayments } from './gateway.ts';

export interface ChargeRuntime {
  db: Database;
  payments: CardPayments;
  /** Where a charge or a release the gateway refused is reported (the order stays held). */
  reportError(message: string, error: unknown): void;
}

export const CHARGE_MESSAGES = {
  /** 200 of POST /api/orders/{id}/charge. */
  charged: 'answers-orders.cardCharged',
  /** 409: nothing is held on the order's card (cash or UPI, charged already, or released). */
  notHeld: 'answers-orders.cardNotHeld',
  /** 409: the order is held, but neither picked nor on its way: its amount is not known yet. */
  notDue: 'answers-orders.chargeNotDue',
  /** 502: the gateway refused the charge, or could not be reached; the order stays held. */
  failed: (reason: string) => messageWithValues('answers-orders.chargeFailed', { reason }),
} as const;

export const HOLD_MESSAGES = {
  /** 502 of a reject whose card hold the gateway would not release: nothing changes. */
  releaseFailed: (reason: string) => messageWithValues('answers-orders.releaseFailed', { reason }),
  /** 409 of a refund of a held card: nothing was taken. */
  refundHeld: 'answers-orders.refundHeld',
} as const;

/**
 * Charges the card held on an order (docs/product/picking.md, "Cards: hold, then charge"), once
 * its amount is known: picked, or on its way without a pick (chargeDue). It is charged what the
 * hold allows of the order's total as it stands (heldCardCharge): the final once picked, the
 * estimate otherwise; a total of 0 releases the hold instead.
 *
 * The gateway first; then, in one batch holding only while the order is still held, its payment
 * ('completed' with what was charged, or 'released'), a history line, and the shop's notice when
 * the final was above the hold. Stripe's webhook of the same capture then changes nothing (or,
 * arriving first, records it and this writes nothing). A gateway that refuses or cannot be reached
 * leaves the order held: the failure is reported and refused (gateway_failed), and staff charge it
 * again from Manage Orders (POST /api/orders/{id}/charge).
 */
export async function chargeHeldCard(
  runtime: ChargeRuntime,
  charge: { orderId: string; by: HistoryLine['by']; now: number },
): Promise<Outcome<void>> {
  const { db, payments } = runtime;
  const { orderId, by, now } = charge;
  const order = await db
    .select({
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentReference: orders.paymentReference,
      authorizedCents: orders.authorizedCents,
      totalCents: orders.totalCents,
      pickedAt: orders.pickedAt,
      orderStatus: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) return orderNotFound();
  const reference = order.paymentReference;
  if (order.paymentStatus !== 'authorized' || order.authorizedCents === null || reference === null || payments.kind === 'off')
    return refused('conflict', CHARGE_MESSAGES.notHeld, { code: 'card_not_held' });
  if (!chargeDue(order)) return refused('conflict', CHARGE_MESSAGES.notDue, { code: 'charge_not_due' });

  const capture = heldCardCharge({ totalCents: order.totalCents, authorizedCents: order.authorizedCents });
  let chargedCents: number;
  try {
    if (capture.amountCents === 0) {
      await releaseHold(payments, reference);
      chargedCents = 0;
    } else chargedCents = await captureHold(payments, reference, capture.amountCents);
  } catch (error) {
    runtime.reportError(capture.amountCents === 0 ? 'Releasing a card hold failed' : 'Charging a held card failed', error);
    return refused('gateway_failed', CHARGE_MESSAGES.failed(error instanceof Error ? error.message : String(error)), {
      code: 'charge_failed',
    });
  }

  const next = chargedCents === 0 ? 'released' : 'completed';
  const held = sql`${orders.id} = ${orderId} and ${orders.paymentStatus} = 'authorized'`;
  await db.batch([
    historyLineWhile(db, { orderId, kind: 'payment', status: next, at: now, by }, held),
    ...(chargedCents < order.totalCents && next === 'completed' ? [queueShopNotice(db, orderId, now, held, 'shop_card_short')] : []),
    db
      .update(orders)
      .set({ paymentStatus: next, capturedCents: chargedCents, updatedAt: new Date(now) })
      .where(held),
  ]);
  return done(undefined);
}

/** Takes `amountCents` of what the card holds; answers what the gateway charged. */
async function captureHold(payments: Exclude<CardPayments, { kind: 'off' }>, reference: string, amountCents: number): Promise<number> {
  if (payments.kind === 'test') {
    await payments.gateway.capture(reference, amountCents);
    return amountCents;
  }
  return (await payments.gateway.capturePayment({ reference, amountCents })).amountCents;
}

/** Lets go of what the card holds, uncharged. */
export async function releaseHold(payments: Exclude<CardPayments, { kind: 'off' }>, reference: string): Promise<void> {
  if (payments.kind === 'test') await payments.gateway.void(reference);
  else await payments.gateway.cancelPayment(reference);
}
