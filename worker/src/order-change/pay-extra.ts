import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderExtraPayments, orders, type UserRow } from '../../../db/schema/index.ts';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { ORDER_CHANGE_MESSAGES } from '../../../domain/order-change/change-rules.ts';
import { trackedOrderView } from '../../../domain/order-privacy.ts';
import { loadOrder, orderNotFound } from '../orders/load-orders.ts';
import { orderIdOfToken } from '../orders/order-tracking.ts';
import type { CardCheckout } from '../orders/place-order.ts';
import { done, type Outcome, outcomeOf, refused } from '../outcome.ts';
import type { Authorization, CardPayments, StartedPayment } from '../payments/gateway.ts';
import { changeHistoryLineWhile } from './change-statements.ts';

export interface ExtraPaymentRuntime {
  db: Database;
  payments: CardPayments;
  reportError(message: string, error: unknown): void;
}

export interface ExtraPaymentAsked {
  orderId: string;
  /** The signed-in person, if any, and the tracking link's token a guest sends. */
  asker: { user: Pick<UserRow, 'id' | 'displayName'> | null; trackingToken: string | undefined };
  /** The test gateway's card token. */
  cardToken: string | undefined;
  now: number;
}

/** The order as its tracking page reads it, and with Stripe the payment the browser confirms. */
export interface ExtraPaymentResult {
  view: ReturnType<typeof trackedOrderView>;
  payment?: CardCheckout;
}

/**
 * POST /api/orders/{id}/extra-payment (docs/decisions/031-paying-the-extra-of-a-changed-order.md):
 * the order's customer, or whoever holds its tracking link, pays the extra a change asked. The
 * test gateway authorizes the token, the extra is marked paid, then captured (voided if it was
 * withdrawn meanwhile); with Stripe a payment is opened for it, confirmed in the browser, and
 * marked paid by its webhook (./extra-payment-event.ts).
 */
export async function payExtra(runtime: ExtraPaymentRuntime, asked: ExtraPaymentAsked): Promise<Outcome<ExtraPaymentResult>> {
  const { db, payments } = runtime;
  const { orderId, asker, now } = asked;
  if (!asker.user && !asker.trackingToken) return refused('unauthorized', AUTH_ERRORS.notSignedIn);
  const order = await db
    .select({ userId: orders.userId, currency: orders.currency, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) return orderNotFound();
  const owner = order.userId !== null && asker.user?.id === order.userId;
  if (!owner && !(asker.trackingToken && (await orderIdOfToken(db, asker.trackingToken)) === orderId))
    return refused('forbidden', ORDER_CHANGE_MESSAGES.notYours);
  const extra = await db
    .select()
    .from(orderExtraPayments)
    .where(and(eq(orderExtraPayments.orderId, orderId), eq(orderExtraPayments.status, 'requested')))
    .get();
  if (!extra) return refused('conflict', ORDER_CHANGE_MESSAGES.extraNotDue, { code: 'extra_not_due' });
  const by = owner ? asker.user : null;

  if (payments.kind === 'off')
    return refused('invalid', CHECKOUT_MESSAGES.cardsUnavailable, {
      code: 'cards_unavailable',
      errors: { card: CHECKOUT_MESSAGES.cardsUnavailable },
    });
  if (payments.kind === 'stripe') {
    let started: StartedPayment;
    try {
      started = await payments.gateway.startPayment({
        orderId,
        amountCents: extra.amountCents,
        currency: order.currency,
        customerEmail: order.customerEmail,
        hold: false,
        // Another payment than the order's own: asked again, the same extra opens the same one.
        idempotencyKey: `extra-${extra.id}`,
      });
    } catch (error) {
      runtime.reportError('Starting the payment of an extra failed', error);
      return refused('gateway_failed', CHECKOUT_MESSAGES.gatewayUnavailable, { code: 'payment_gateway_unavailable' });
    }
    await db.update(orderExtraPayments).set({ reference: started.reference }).where(eq(orderExtraPayments.id, extra.id));
    const payment: CardCheckout = {
      provider: 'stripe',
      publishableKey: payments.gateway.publishableKey,
      clientSecret: started.clientSecret,
    };
    return viewNow(db, orderId, now, payment);
  }

  if (!asked.cardToken) return refused('invalid', CHECKOUT_MESSAGES.cardIncomplete, { errors: { card: CHECKOUT_MESSAGES.cardIncomplete } });
  const authorized = await outcomeOf<Authorization>(() => payments.gateway.authorize(asked.cardToken!, extra.amountCents));
  if (!authorized.ok) return authorized;
  if (!authorized.value.approved) return refused('payment_declined', authorized.value.message);
  const { reference } = authorized.value;
  const paid = await markExtraPaid(db, { extraId: extra.id, orderId, reference, at: now, by });
  if (!paid) {
    // Withdrawn by a change while the card was asked: nothing is taken.
    await payments.gateway.void(reference).catch((error: unknown) => runtime.reportError('Releasing an extra payment failed', error));
    return refused('conflict', ORDER_CHANGE_MESSAGES.extraNotDue, { code: 'extra_not_due' });
  }
  await payments.gateway
    .capture(reference, extra.amountCents)
    .catch((error: unknown) => runtime.reportError('Capturing an extra payment failed', error));
  return viewNow(db, orderId, now);
}

/** The extra paid, with its line in the order's history, only while it is still the one requested; false otherwise. */
export async function markExtraPaid(
  db: Database,
  paid: { extraId: number; orderId: string; reference: string; at: number; by: Pick<UserRow, 'id' | 'displayName'> | null },
): Promise<boolean> {
  const requested = sql`"id" = ${paid.orderId} and exists (select 1 from "order_extra_payments" where "id" = ${paid.extraId} and "status" = 'requested')`;
  const [, marked] = await db.batch([
    changeHistoryLineWhile(db, { orderId: paid.orderId, status: 'extra_paid', record: null, at: paid.at, by: paid.by }, requested),
    db
      .update(orderExtraPayments)
      .set({ status: 'paid', reference: paid.reference, paidAt: new Date(paid.at) })
      .where(and(eq(orderExtraPayments.id, paid.extraId), eq(orderExtraPayments.status, 'requested')))
      .returning({ id: orderExtraPayments.id }),
  ]);
  return marked.length > 0;
}

async function viewNow(db: Database, orderId: string, now: number, payment?: CardCheckout): Promise<Outcome<ExtraPaymentResult>> {
  const order = await loadOrder(db, orderId, now);
  if (!order) return orderNotFound();
  return done({ view: trackedOrderView(order, now), ...(payment ? { payment } : {}) });
}
