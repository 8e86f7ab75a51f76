import { t } from '../../i18n/t.ts';
import type { Order } from '../../../../domain/order.ts';
import { ApiError, callApi, failureMessage } from '../../lib/api.ts';

/**
 * A guest's order at its private link, /track/{token} (GET /api/track/{token}). The page asks
 * again every 15 s while the order is under way, so the guest follows it without reloading.
 */

export const TRACK_REFRESH_MS = 15_000;
/**
 * An address without a token, or a 404 without the server's own reason. The server's reason
 * (GUEST_MESSAGES.trackingNotFound) is taken from its answer: importing it would bring zod here.
 */
export const noOrderMessage = () => t('orders.wholeTrackingLink');

/**
 * The token of /track/{token} (a trailing slash allowed), or of the tracking page in the page's
 * language (`trackPath` '/it/track': /it/track/{token}); null for any other address.
 */
export function trackingTokenOf(pathname: string, trackPath = '/track'): string | null {
  if (!pathname.startsWith(`${trackPath}/`)) return null;
  const match = /^([^/]+)\/?$/.exec(pathname.slice(trackPath.length + 1));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Handed over or cancelled: nothing more will change that the guest waits for. */
export function isOrderFinished(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus === 'delivered' || order.orderStatus === 'cancelled';
}

export type TrackOutcome =
  | { kind: 'found'; order: Order; personalDetailsHidden: boolean }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed'; message: string };

/** Asks for the order; every outcome is a value, never a throw (an abort is 'failed'). */
export async function fetchTrackedOrder(token: string, signal?: AbortSignal): Promise<TrackOutcome> {
  try {
    const answer = await callApi('GET', '/api/track/:token', { param: { token }, ...(signal ? { signal } : {}) });
    return { kind: 'found', order: answer.data, personalDetailsHidden: answer.personalDetailsHidden === true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound', message: failureMessage(error, noOrderMessage()) };
    return { kind: 'failed', message: failureMessage(error, t('orders.trackFailed')) };
  }
}
