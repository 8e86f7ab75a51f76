import type { Order } from '../../../../domain/order.ts';

/**
 * What /payment-result says about a Stripe card payment. Stripe sends the customer back here after
 * 3-D Secure (with `payment_intent` and `redirect_status`), and the checkout comes here after a
 * payment confirmed without leaving the page. Only the shop's order decides "received": it is
 * `completed` once Stripe's signed webhook said so, so the page asks for the order until then.
 */

export const RESULT_POLL_MS = 2_000;
export const RESULT_PATIENCE_MS = 30_000;

export interface ResultQuery {
  orderId: string | null;
  paymentIntent: string | null;
  /** Stripe's word on the confirmation: 'succeeded', 'processing', 'requires_payment_method' or 'failed'. */
  redirectStatus: string | null;
}

export function readResultQuery(search: string): ResultQuery {
  const query = new URLSearchParams(search);
  return {
    orderId: query.get('order') || null,
    paymentIntent: query.get('payment_intent') || null,
    redirectStatus: query.get('redirect_status') || null,
  };
}

/**
 * The address without the client secret Stripe adds to the return URL: it stays out of the
 * history and of anything the customer copies from the address bar.
 */
export function withoutClientSecret(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('payment_intent_client_secret')) return null;
  url.searchParams.delete('payment_intent_client_secret');
  return `${url.pathname}${url.search}${url.hash}`;
}

export type PaymentResult =
  | 'received'
  /** The card holds the payment, to be charged once the order is picked (docs/product/picking.md). */
  | 'held'
  | 'failed'
  /** Waiting for Stripe's webhook (asked every 2 s). */
  | 'confirming'
  /** Still unconfirmed after 30 s: the order is kept, My Orders will say when it is paid. */
  | 'slow'
  /** None of this customer's orders has that id. */
  | 'unknownOrder';

const PAID = new Set(['completed', 'refunded', 'partially_refunded']);
const STRIPE_FAILED = new Set(['failed', 'requires_payment_method']);

/**
 * `order`: undefined while the shop has not answered yet, null when the customer has no such order.
 * A failed attempt followed by a good one is still being confirmed (a payment moves forward).
 */
export function paymentResultOf(
  query: Pick<ResultQuery, 'redirectStatus'>,
  order: Pick<Order, 'paymentStatus'> | null | undefined,
  patienceOver: boolean,
): PaymentResult {
  if (order === null) return 'unknownOrder';
  if (order && PAID.has(order.paymentStatus)) return 'received';
  if (order?.paymentStatus === 'authorized') return 'held';
  if (query.redirectStatus && STRIPE_FAILED.has(query.redirectStatus)) return 'failed';
  if (order?.paymentStatus === 'failed' && !query.redirectStatus) return 'failed';
  return patienceOver ? 'slow' : 'confirming';
}
