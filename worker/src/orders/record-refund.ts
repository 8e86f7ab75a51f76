import type { Database } from '../../../db/client.ts';
import type { OrderRow, UserRow } from '../../../db/schema/index.ts';
import { displayCurrency, formatMoney } from '../../../domain/money.ts';
import type { Order } from '../../../domain/order.ts';
import { awaitsPayment } from '../../../domain/payment-progress.ts';
import { splitChosenLines, splitProRata, type ChosenLine, type RefundSplit } from '../../../domain/refund-split.ts';
import { REFUND_MESSAGES } from '../../../domain/refunds.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { CardPayments, IntentGateway } from '../payments/gateway.ts';
import { HOLD_MESSAGES } from '../payments/charge-held-card.ts';
import { changedOrder, orderNotFound } from './load-orders.ts';
import { loadRefundBasis, type RefundBasis } from './refund-basis.ts';
import { refundStatements, type RefundRecord } from './refund-statements.ts';

export interface RefundRuntime {
  db: Database;
  payments: CardPayments;
}

export interface RefundAsked {
  orderId: string;
  /** Given back pro rata; with `lines`, only a check of what they come to. */
  amountCents?: number | undefined;
  lines?: ChosenLine[] | undefined;
  note: string;
  admin: UserRow;
  now: number;
}

/** Times a refund is judged again when another change of the same order lands in between. */
const ATTEMPTS = 3;

/**
 * POST /api/orders/{id}/refunds: records money given back (admin) with what it gives back of each
 * part of the order (domain/refund-split.ts), raises the order's refunded amount, sets its payment
 * to partially_refunded or refunded, and adds that to its history, in one batch. A card paid
 * through Stripe is refunded through Stripe first; if Stripe refuses, nothing is recorded (gateway_failed).
 * Cash and UPI refunds are only recorded: the money went back by hand.
 */
export async function recordRefund(runtime: RefundRuntime, refund: RefundAsked): Promise<Outcome<Order>> {
  const { db } = runtime;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const basis = await loadRefundBasis(db, refund.orderId);
    if (!basis) return orderNotFound();
    const judged = judgeRefund(basis, refund);
    if (!judged.ok) return judged;
    const split = judged.value;
    const record: RefundRecord = {
      orderId: refund.orderId,
      customerEmail: basis.row.customerEmail,
      refundedBefore: basis.row.refundedCents,
      totalCents: basis.row.totalCents,
      split,
      note: refund.note,
      by: refund.admin,
      at: refund.now,
    };

    const gateway = refundGatewayFor(runtime.payments, basis.row);
    // A card payment Stripe has not taken (yet) has nothing to give back.
    if (gateway && awaitsPayment(basis.row)) return refused('conflict', REFUND_MESSAGES.notPaid);
    // Nor a card only held, or released uncharged: the hold is let go by cancelling the order.
    if (basis.row.paymentStatus === 'authorized') return refused('conflict', HOLD_MESSAGES.refundHeld, { code: 'card_held' });
    if (basis.row.paymentStatus === 'released') return refused('conflict', REFUND_MESSAGES.notPaid);
    if (gateway && basis.row.paymentReference) {
      const given = await refundThroughGateway(gateway, {
        orderId: refund.orderId,
        reference: basis.row.paymentReference,
        refundedBefore: record.refundedBefore,
        amountCents: split.amount,
      });
      if (!given.ok) return given;
      // When Stripe's webhook has recorded it first, this writes nothing: the money is back once.
      await db.batch(refundStatements(db, record));
      return changedOrder(db, refund.orderId);
    }
    const results = await db.batch(refundStatements(db, record));
    if ((results.at(-1) as unknown[]).length > 0) return changedOrder(db, refund.orderId);
    // Another refund of this order landed in between: judge this one again against what is left.
  }
  return refused('conflict', REFUND_MESSAGES.busy);
}

/** What the refund gives back, or why it cannot be given. */
function judgeRefund(basis: RefundBasis, refund: Pick<RefundAsked, 'amountCents' | 'lines'>): Outcome<RefundSplit> {
  // Messages write amounts in the order's own currency.
  const money = (cents: number) => formatMoney(cents, { code: basis.row.currency, locale: displayCurrency().locale });
  if (refund.lines) {
    const chosen = splitChosenLines(basis.order, basis.kept, refund.lines);
    if (!chosen.ok) return refused('invalid', chosen.message, { errors: { lines: chosen.message } });
    if (refund.amountCents !== undefined && refund.amountCents !== chosen.split.amount) {
      const message = REFUND_MESSAGES.linesAmount(money(chosen.split.amount));
      return refused('invalid', message, { errors: { amount: message } });
    }
    return done(chosen.split);
  }
  const amount = refund.amountCents ?? 0;
  const left = Math.min(basis.kept.total, basis.row.totalCents - basis.row.refundedCents);
  if (amount > left) return refused('conflict', REFUND_MESSAGES.tooMuch(money(left)));
  return done(splitProRata(basis.kept, amount));
}

/** The gateway a card order's money goes back through: Stripe's, for a card it took; null for cash, UPI and the test gateway. */
export function refundGatewayFor(
  payments: CardPayments,
  order: Pick<OrderRow, 'paymentMethod' | 'paymentReference'>,
): IntentGateway | null {
  return payments.kind === 'stripe' && order.paymentMethod === 'card' && order.paymentReference ? payments.gateway : null;
}

export const REFUND_FAILED_MESSAGE = (reason: string) =>
  `Stripe did not give the money back (${reason}). Nothing was changed; try again in a moment.`;

/**
 * Gives `amountCents` back through the gateway (refused as gateway_failed when it will not). The idempotency key is
 * derived from the order and what had been refunded before, so a retried request, or two people
 * pressing at once, refund once; a later refund of the same amount has another key.
 */
export async function refundThroughGateway(
  gateway: IntentGateway,
  refund: { orderId: string; reference: string; refundedBefore: number; amountCents: number },
): Promise<Outcome<void>> {
  const { orderId, reference, refundedBefore, amountCents } = refund;
  try {
    await gateway.refund({ reference, amountCents, idempotencyKey: `refund-${orderId}-${refundedBefore}-${amountCents}` });
  } catch (error) {
    return refused('gateway_failed', REFUND_FAILED_MESSAGE(error instanceof Error ? error.message : String(error)), {
      code: 'refund_failed',
    });
  }
  return done(undefined);
}

/**
 * Records money a gateway has given back, up to `upToCents` in all (its total so far), pro rata:
 * nothing when the order already shows it. For a refund made outside the request that judged
 * it (a rejected order whose move lost a race).
 */
export async function recordGatewayRefund(
  db: Database,
  refund: { orderId: string; upToCents: number; note: string; by: Pick<UserRow, 'id' | 'displayName'> | null; at: number },
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const basis = await loadRefundBasis(db, refund.orderId);
    const missing = basis ? Math.min(refund.upToCents, basis.row.totalCents) - basis.row.refundedCents : 0;
    if (!basis || missing <= 0) return;
    const record = {
      ...refund,
      customerEmail: basis.row.customerEmail,
      refundedBefore: basis.row.refundedCents,
      totalCents: basis.row.totalCents,
      split: splitProRata(basis.kept, missing),
    };
    const results = await db.batch(refundStatements(db, record));
    if ((results.at(-1) as unknown[]).length > 0) return;
  }
}
