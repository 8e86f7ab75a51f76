import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { type Refusal, refused } from '../outcome.ts';
import { countUseStatement, secondsLeftInWindow, type RateLimitRule } from '../limits/fixed-window.ts';
import { batchStatement } from '../../../db/flat-statement.ts';

/** Orders per customer in ten minutes: far beyond a family ordering dinner, short of a script. */
export const ORDER_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60 * 1000 };

/** The customer's counter in rate_limits (limits/fixed-window.ts). */
export const orderRateKey = (userId: string) => `orders:${userId}`;

export interface RecentOrders {
  count: number;
  windowStartedAt: number;
}

/**
 * Refused (too many requests) once the customer has used up the current window; null while under it. Cash and UPI orders read their counter
 * with the order's other facts (read-order-context.ts) and count themselves in the order's write
 * batch: no write of its own per order. Racing requests may pass the limit by a few, which is no
 * matter for a limit meant to stop scripts.
 */
export function overOrderLimit(recent: RecentOrders | null, rule: RateLimitRule, now: number): Refusal | null {
  if (!recent || recent.windowStartedAt <= now - rule.windowMs || recent.count < rule.limit) return null;
  return refused('too_many_requests', CHECKOUT_MESSAGES.tooManyOrders, {
    retryAfterSeconds: secondsLeftInWindow(recent.windowStartedAt, rule, now),
  });
}

/** The batch statement that counts one more order in the customer's fixed window. */
export function countOrderStatement(db: Database, userId: string, rule: RateLimitRule, now: number): BatchItem<'sqlite'> {
  return batchStatement(db, countUseStatement(orderRateKey(userId), rule, now));
}
