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

/** A card order waits for its payment before the kitchen sees it; cash and UPI go straight there. */
export function awaitsPayment(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return order.paymentMethod === 'card' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
}
