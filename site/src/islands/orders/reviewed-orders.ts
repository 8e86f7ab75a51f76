import { atom, onMount } from 'nanostores';
import { callApi } from '../../lib/api.ts';

/**
 * The customer's orders that already have their review (GET /api/reviews/mine), so My Orders
 * offers "Review this order" only on delivered orders without one. Unknown (null) until loaded,
 * or when the call failed: then no order offers it, rather than one that would be refused.
 */
export const $reviewedOrders = atom<ReadonlySet<string> | null>(null);

onMount($reviewedOrders, () => {
  callApi('GET', '/api/reviews/mine').then(
    (answer) => $reviewedOrders.set(new Set(answer.data.orderIds)),
    () => undefined,
  );
});
