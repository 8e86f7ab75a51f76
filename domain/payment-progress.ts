import { formatMoney } from './money.ts';
import type { PaymentStatus } from './order-status.ts';

/**
 * Where a gateway's news moves an order's payment (docs/product/payments.md). Webhooks arrive
 * late, twice or out of order, so a payment only moves forward: a failed attempt can still be
 * paid (the customer tries another card), but a paid one is never made pending or failed again,
 * and refunds only ever add up. Null: the news changes nothing.
 */
export function paymentAfter(
  current: PaymentStatus,
  news: { outcome: 'paid' } | { outcome: 'failed' } | { outcome: 'refunded'; refundedCents: number; totalCents: number },
): PaymentStatus | null {
  switch (news.outcome) {
    case 'paid':
      return current === 'pending' || current === 'failed' ? 'completed' : null;
    case 'failed':
      return current === 'pending' ? 'failed' : null;
    case 'refunded': {
      if (current === 'pending' || current === 'failed' || news.refundedCents <= 0) return null;
      const next = news.refundedCents >= news.totalCents ? 'refunded' : 'partially_refunded';
      return next === current || current === 'refunded' ? null : next;
    }
  }
}

/** What a gateway says it took for an order: minor units and ISO 4217 code (absent when it did not say). */
export interface ReceivedPayment {
  amountCents?: number | undefined;
  currency?: string | undefined;
}

/**
 * Whether a payment the gateway calls succeeded is the order's: exactly its total, in its
 * currency. A signed event is genuine, but what it paid is checked against what the server
 * asked for, never taken on its word.
 */
export function paidInFull(order: { totalCents: number; currency: string }, received: ReceivedPayment): boolean {
  return received.amountCents === order.totalCents && received.currency?.toUpperCase() === order.currency.toUpperCase();
}

/** Why an order's payment is held for the owner, as Manage Orders shows it. */
export function paymentHoldNote(order: { totalCents: number; currency: string }, received: ReceivedPayment): string {
  const locale = 'en-US';
  const took =
    received.amountCents === undefined || !received.currency
      ? 'an amount it did not name'
      : formatMoney(received.amountCents, { code: received.currency.toUpperCase(), locale });
  return `The card payment is held: Stripe reported ${took} received, but the order's total is ${formatMoney(order.totalCents, { code: order.currency, locale })}. The order stays off the desk. Check the payment in Stripe, then refund it there and cancel the order, or ask the customer to pay again.`;
}

/**
 * Whether only the gateway sets this payment (a card); staff mark cash and UPI by hand, and any
 * payment taken when the order is handed over (`payLater`: a card on the shop's own terminal).
 */
export function paymentSetByGateway(order: { paymentMethod: string; payLater: boolean }): boolean {
  return order.paymentMethod === 'card' && !order.payLater;
}

/**
 * A card order waits for its payment before the kitchen sees it; cash and UPI go straight there,
 * and so does an order paid on hand-over, card or not.
 */
export function awaitsPayment(order: { paymentMethod: string; paymentStatus: string; payLater: boolean }): boolean {
  return paymentSetByGateway(order) && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
}
