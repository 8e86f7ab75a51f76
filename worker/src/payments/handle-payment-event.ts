import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../db/client.ts';
import { orders, paymentEvents, type OrderRow } from '../../../db/schema/index.ts';
import { heldInFull, paidInFull, paymentAfter, paymentHoldNote } from '../../../domain/payment-progress.ts';
import type { PaymentStatus } from '../../../domain/order-status.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import { splitProRata } from '../../../domain/refund-split.ts';
import { loadRefundBasis, type RefundBasis } from '../orders/refund-basis.ts';
import { refundStatements } from '../orders/refund-statements.ts';
import { historyLineWhile } from '../orders/history-line.ts';
import { orderPlacedMails } from '../mail/order-mails.ts';
import { queueShopNotice } from '../mail/queue-mail.ts';
import { WebhookSignatureError, type CardPayments, type PaymentEvent } from './gateway.ts';
import { applyExtraPaymentEvent } from '../order-change/extra-payment-event.ts';

export interface PaymentEventRuntime {
  db: Database;
  now(): number;
  payments: CardPayments;
  /** Where an event about no order of this shop is reported (it is acknowledged all the same). */
  reportError(message: string, error: unknown): void;
}

export const WEBHOOK_MESSAGES = {
  badSignature:
    'The Stripe-Signature header is missing, does not match this webhook secret, or is more than 5 minutes old. Nothing was changed.',
  notSetUp: 'Stripe is not set up on this server.',
  unknownOrder: 'A payment event about no order of this shop (acknowledged, nothing changed)',
  refundNote: 'Refunded through Stripe',
} as const;

/** Reads of an order that keep meeting a change made in between before the event is left for the gateway to resend. */
const ATTEMPTS = 3;

type OrderFacts = Pick<
  OrderRow,
  'id' | 'customerEmail' | 'paymentStatus' | 'paymentReference' | 'totalCents' | 'refundedCents' | 'currency' | 'authorizedCents'
>;

/**
 * POST /api/payments/stripe/webhook: checks the signature over the raw body (refused, and nothing
 * written, otherwise), then moves the order's payment as the event says, once: held (a payment
 * opened to be captured once the order is picked), paid, failed (a hold cancelled: released), refunded. The event's id is
 * kept in payment_events in the same batch as the order's change, so a resent event changes
 * nothing; a payment only moves forward (paymentAfter), so a late or repeated one changes nothing
 * either; an event about a payment no order of ours was opened for is kept and reported. Every
 * statement of the change holds only while the order is as it was read and the event is new,
 * so two deliveries of one event at once cannot both apply.
 */
export async function handlePaymentEvent(
  runtime: PaymentEventRuntime,
  delivery: { payload: string; signature: string | undefined },
): Promise<Outcome<void>> {
  const { payments } = runtime;
  if (payments.kind !== 'stripe') return refused('not_found', WEBHOOK_MESSAGES.notSetUp);
  let event: PaymentEvent;
  try {
    event = await payments.gateway.readEvent(delivery.payload, delivery.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      return refused('invalid', WEBHOOK_MESSAGES.badSignature, {
        code: 'invalid_signature',
        errors: { 'stripe-signature': error.message },
      });
    }
    throw error;
  }
  // Events of other kinds (the endpoint may be subscribed to more) are acknowledged and forgotten.
  if (event.outcome === 'ignored') return done(undefined);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await applyEvent(runtime, payments.gateway.name, event)) return done(undefined);
  }
  // Answered 500: the gateway sends it again later.
  throw new Error(`Payment event ${event.id}: its order kept changing while it was applied`);
}

/** One attempt: true once the event is kept (applied now, before, or changing nothing). */
async function applyEvent(runtime: PaymentEventRuntime, provider: string, event: PaymentEvent): Promise<boolean> {
  const { db } = runtime;
  const now = runtime.now();
  const facts = {
    id: orders.id,
    customerEmail: orders.customerEmail,
    paymentStatus: orders.paymentStatus,
    paymentReference: orders.paymentReference,
    totalCents: orders.totalCents,
    refundedCents: orders.refundedCents,
    currency: orders.currency,
    authorizedCents: orders.authorizedCents,
  };
  // The metadata names the order (Stripe copies it onto the payment's charges too). An event
  // without it is looked up by its payment: rare, so that column carries no index to slow orders.
  const order: OrderFacts | undefined = event.orderId
    ? await db.select(facts).from(orders).where(eq(orders.id, event.orderId)).get()
    : event.reference
      ? await db.select(facts).from(orders).where(eq(orders.paymentReference, event.reference)).get()
      : undefined;
  // The metadata names the order; the payment it holds must be the event's, or it is not about it.
  const ours = order && event.reference !== null && order.paymentReference === event.reference ? order : undefined;
  const received = {
    id: event.id,
    provider,
    type: event.type,
    reference: event.reference,
    orderId: ours?.id ?? null,
    receivedAt: new Date(now),
  };

  // The payment of an extra a change asked is not the order's own: kept once it is marked.
  if (!ours && (await applyExtraPaymentEvent(db, event, now))) {
    await db
      .insert(paymentEvents)
      .values({ ...received, orderId: event.orderId })
      .onConflictDoNothing();
    return true;
  }

  // A refund is split among the order's parts by what is still kept of each.
  const basis = ours && event.outcome === 'refunded' ? await loadRefundBasis(db, ours.id) : undefined;
  const change = ours ? changeFor(db, ours, event, now, basis) : null;
  if (!change) {
    const [kept] = await db.insert(paymentEvents).values(received).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (kept && !ours)
      runtime.reportError(
        WEBHOOK_MESSAGES.unknownOrder,
        `event ${event.id}: payment ${event.reference ?? 'none'}, order ${event.orderId ?? 'none'}`,
      );
    return true;
  }

  await db.batch([
    change.statements[0],
    ...change.statements.slice(1),
    // Kept once the order shows the change, whoever made it; not when the order moved on
    // in between, so the next attempt judges the event again.
    batchStatement(
      db,
      sql`insert into ${paymentEvents} ("id", "provider", "type", "reference", "order_id", "received_at")
        select ${received.id}, ${provider}, ${received.type}, ${received.reference}, ${received.orderId}, ${now}
        where exists (select 1 from ${orders} where ${orders.id} = ${change.orderId} and ${change.done})
        on conflict ("id") do nothing`,
    ),
  ]);
  const kept = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).get();
  return kept !== undefined;
}

interface Change {
  orderId: string;
  statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
  /** True of the order once the change is made. */
  done: SQL;
}

/** What the event does to the order, or null when it changes nothing (late, repeated, backwards). */
function changeFor(db: Database, order: OrderFacts, event: PaymentEvent, now: number, basis: RefundBasis | undefined): Change | null {
  if (event.outcome === 'ignored') return null;
  const fresh = sql`not exists (select 1 from ${paymentEvents} where ${paymentEvents.id} = ${event.id})`;
  if (event.outcome === 'refunded') {
    // Judged from the basis, read after the order: what is kept of each part goes with its refunded amount.
    const current = basis?.row;
    if (!basis || !current) return null;
    // Stripe counts what changes gave back too (orders.change_returned_cents): those are no refunds.
    const upToCents = Math.min((event.refundedCents ?? 0) - current.changeReturnedCents, current.totalCents);
    const news = { outcome: 'refunded' as const, refundedCents: upToCents, totalCents: current.totalCents };
    // A second partial refund leaves the status as it is but raises the amount.
    const moves =
      paymentAfter(current.paymentStatus, news) !== null ||
      (current.paymentStatus === 'partially_refunded' && upToCents > current.refundedCents);
    if (!moves || upToCents <= current.refundedCents) return null;
    const statements = refundStatements(db, {
      orderId: current.id,
      customerEmail: current.customerEmail,
      refundedBefore: current.refundedCents,
      totalCents: current.totalCents,
      split: splitProRata(basis.kept, upToCents - current.refundedCents),
      note: WEBHOOK_MESSAGES.refundNote,
      by: null,
      at: now,
      guard: sql`"payment_status" in ('completed', 'partially_refunded') and ${fresh}`,
    });
    return { orderId: current.id, statements, done: sql`${orders.refundedCents} >= ${upToCents}` };
  }

  const next = paymentAfter(order.paymentStatus, { outcome: event.outcome });
  if (next === null) return null;
  const asRead = sql`${orders.id} = ${order.id} and ${orders.paymentStatus} = ${order.paymentStatus} and ${fresh}`;
  const asked = event.outcome === 'paid' ? paidInFull(order, event) : event.outcome === 'authorized' ? heldInFull(order, event) : true;
  if (!asked) {
    // Not what the server asked for: the order is held for the owner, its payment left as it was.
    const news = event.outcome === 'authorized' ? 'authorized' : 'paid';
    return {
      orderId: order.id,
      statements: [
        historyLineWhile(db, { orderId: order.id, kind: 'payment', status: 'held', at: now, by: null }, asRead),
        db
          .update(orders)
          .set({ paymentHold: paymentHoldNote(order, event, news), updatedAt: new Date(now) })
          .where(asRead),
      ],
      done: sql`${orders.paymentHold} is not null`,
    };
  }
  // Paid or held as asked: the order reaches the desk now (from pending), and its confirmation and the shop's notice go out.
  const reachesDesk = (next === 'completed' || next === 'authorized') && order.paymentStatus === 'pending';
  // A hold charged less than the final (its capture recorded here before the server's own record of it): the shop is told.
  const chargedShort = next === 'completed' && order.paymentStatus === 'authorized' && (event.amountCents ?? 0) < order.totalCents;
  return {
    orderId: order.id,
    statements: [
      historyLineWhile(db, { orderId: order.id, kind: 'payment', status: next, at: now, by: null }, asRead),
      ...(reachesDesk ? orderPlacedMails(db, order, now, { holds: asRead }) : []),
      ...(chargedShort ? [queueShopNotice(db, order.id, now, asRead, 'shop_card_short')] : []),
      db
        .update(orders)
        .set({ paymentStatus: next, ...cardFiguresOf(next, event, now), updatedAt: new Date(now) })
        .where(asRead),
    ],
    done: sql`${orders.paymentStatus} = ${next}`,
  };
}

/** What the order keeps of the card once its payment moves to `next`: when it was held, and what it was charged. */
function cardFiguresOf(next: PaymentStatus, event: PaymentEvent, now: number): SQLiteUpdateSetSource<typeof orders> {
  // A charge at checkout is held and taken at once; a hold's time is the webhook's that said so.
  const heldSince = { authorizedAt: sql`coalesce(${orders.authorizedAt}, ${now})` };
  if (next === 'authorized') return { ...heldSince, paymentHold: null };
  if (next === 'completed') return { ...heldSince, capturedCents: event.amountCents ?? null, paymentHold: null };
  return {};
}
