import { formatMoney } from './money.ts';
import type { PaymentStatus } from './order-status.ts';
import { heldCardCharge } from './picking/card-hold.ts';

/**
 * Where a gateway's news moves an order's payment (docs/product/payments.md). Webhooks arrive
 * late, twice or out of order, so a payment only moves forward: a failed attempt can still be
 * paid (the customer tries another card), but a paid one is never made pending or failed again,
 * and refunds only ever add up. A card held for an order the shop picks ('authorized') is
 * charged ('completed') or its hold ends uncharged ('released': cancelled, or lapsed). Null: the
 * news changes nothing.
 */
export function paymentAfter(
  current: PaymentStatus,
  news:
    | { outcome: 'authorized' }
    | { outcome: 'paid' }
    | { outcome: 'failed' }
    | { outcome: 'refunded'; refundedCents: number; totalCents: number },
): PaymentStatus | null {
  switch (news.outcome) {
    case 'authorized':
      return current === 'pending' || current === 'failed' ? 'authorized' : null;
    case 'paid':
      return current === 'pending' || current === 'failed' || current === 'authorized' ? 'completed' : null;
    case 'failed':
      return current === 'pending' ? 'failed' : current === 'authorized' ? 'released' : null;
    case 'refunded': {
      if (!MONEY_TAKEN.includes(current) || news.refundedCents <= 0) return null;
      const next = news.refundedCents >= news.totalCents ? 'refunded' : 'partially_refunded';
      return next === current || current === 'refunded' ? null : next;
    }
  }
}

/** The payments of which something was taken, and so may be given back. */
const MONEY_TAKEN: readonly PaymentStatus[] = ['completed', 'partially_refunded', 'refunded'];

/** What a gateway says it took for an order: minor units and ISO 4217 code (absent when it did not say). */
export interface ReceivedPayment {
  amountCents?: number | undefined;
  currency?: string | undefined;
}

/** An order as its payment's news is checked against it: what it costs and, for a card held, what the hold is. */
export interface ChargedOrder {
  totalCents: number;
  currency: string;
  paymentStatus: PaymentStatus;
  /** What its card is held for; null when it was not held. */
  authorizedCents: number | null;
}

/**
 * What the gateway should report taken for the order: its total, or for a card held, what the
 * hold allows of the total as it stands (the final once picked, the estimate when it moved on
 * without a pick).
 */
export function expectedCharge(order: ChargedOrder): number {
  if (order.paymentStatus !== 'authorized' || order.authorizedCents === null) return order.totalCents;
  return heldCardCharge({ totalCents: order.totalCents, authorizedCents: order.authorizedCents }).amountCents;
}

/**
 * Whether a payment the gateway calls succeeded is the order's: exactly what it should charge
 * (expectedCharge), in its currency. A signed event is genuine, but what it paid is checked
 * against what the server asked for, never taken on its word.
 */
export function paidInFull(order: ChargedOrder, received: ReceivedPayment): boolean {
  return received.amountCents === expectedCharge(order) && sameCurrency(order, received);
}

/** Whether a hold the gateway reports is the one the server asked for: its amount, in the order's currency. */
export function heldInFull(order: ChargedOrder, received: ReceivedPayment): boolean {
  return order.authorizedCents !== null && received.amountCents === order.authorizedCents && sameCurrency(order, received);
}

function sameCurrency(order: { currency: string }, received: ReceivedPayment): boolean {
  return received.currency?.toUpperCase() === order.currency.toUpperCase();
}

/** Why an order's payment is held for the owner, as Manage Orders shows it: what the gateway reported taken, or held, against what was asked. */
export function paymentHoldNote(order: ChargedOrder, received: ReceivedPayment, news: 'paid' | 'authorized' = 'paid'): string {
  const locale = 'en-US';
  const took =
    received.amountCents === undefined || !received.currency
      ? 'an amount it did not name'
      : formatMoney(received.amountCents, { code: received.currency.toUpperCase(), locale });
  const asked = (cents: number) => formatMoney(cents, { code: order.currency, locale });
  const against =
    news === 'authorized'
      ? `held on the card, but the order asked for a hold of ${asked(order.authorizedCents ?? order.totalCents)}`
      : order.paymentStatus === 'authorized'
        ? `received, but the card was to be charged ${asked(expectedCharge(order))}`
        : `received, but the order's total is ${asked(order.totalCents)}`;
  const desk = order.paymentStatus === 'authorized' ? '' : ' The order stays off the desk.';
  return `The card payment is held: Stripe reported ${took} ${against}.${desk} Check the payment in Stripe, then refund it there and cancel the order, or ask the customer to pay again.`;
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
