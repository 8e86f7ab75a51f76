import { localePath } from '../../i18n/t.ts';

/**
 * A card order waiting for its Stripe payment, kept for this tab (sessionStorage: gone with the
 * tab, and cleared at logout with the rest of the browser's storage) so that a reload of the pay
 * step, or "Try another card" after 3-D Secure failed, pays the same order with the same payment.
 * The client secret is the customer's own: it is never put in a URL or sent to our server.
 */
export interface PendingPayment {
  orderId: string;
  publishableKey: string;
  clientSecret: string;
  /** The server's total, in the order's currency, as the API wrote it. */
  totalAmount: number;
  currency: string;
  /** A guest's order: the path of its tracking page, where the guest comes back to after paying (no My Orders). */
  trackingPath?: string;
}

const KEY = 'pendingCardPayment';

export function rememberPayment(payment: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // No storage: the pay step works from memory; only a reload cannot find it again.
  }
}

/** The stored payment of this order, if this tab has one. */
export function pendingPaymentFor(orderId: string): PendingPayment | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingPayment> | null;
    if (!stored || stored.orderId !== orderId) return null;
    const { publishableKey, clientSecret, totalAmount, currency, trackingPath } = stored;
    if (
      typeof publishableKey !== 'string' ||
      typeof clientSecret !== 'string' ||
      typeof totalAmount !== 'number' ||
      typeof currency !== 'string'
    )
      return null;
    return { orderId, publishableKey, clientSecret, totalAmount, currency, ...(typeof trackingPath === 'string' ? { trackingPath } : {}) };
  } catch {
    return null;
  }
}

/** Once the order is paid there is nothing left to resume. */
export function forgetPayment(orderId: string): void {
  try {
    if (pendingPaymentFor(orderId)) sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Where Stripe sends the customer back after 3-D Secure, and where the checkout goes after paying:
 * /payment-result, or a guest's tracking page, which says how the payment went too.
 */
export function paymentResultUrl(
  payment: Pick<PendingPayment, 'orderId' | 'trackingPath'>,
  confirmed?: { paymentIntentId: string },
): string {
  const query = new URLSearchParams({ order: payment.orderId });
  if (confirmed) {
    query.set('payment_intent', confirmed.paymentIntentId);
    query.set('redirect_status', 'succeeded');
  }
  return `${window.location.origin}${payment.trackingPath ?? localePath('/payment-result')}?${query}`;
}

/** The checkout's pay step for this order (a reload there resumes it). */
export function payStepUrl(orderId: string): string {
  return `${localePath('/checkout')}?${new URLSearchParams({ pay: orderId })}`;
}
