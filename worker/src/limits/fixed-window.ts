import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { flat, type FlatStatement } from '../../../db/flat-statement.ts';
import { rateLimits } from '../../../db/schema/index.ts';
import { type Refusal, refused } from '../outcome.ts';

/**
 * Fixed-window counters for actions an honest person does rarely: sign-ups, Google nonces,
 * orders, reviews, coupon checks. One row per key in `rate_limits`, so every process and
 * isolate shares the count. The one place these rules are written; see login-backoff.ts for
 * failed sign-ins, which wait longer after each failure instead.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * The upsert that counts one more use of `key`: a window that has run out starts again at 1.
 * A flat statement (db/flat-statement.ts), so the order path can run it inside its own write
 * batch (orders/order-rate-limit.ts).
 */
export function countUseStatement(key: string, rule: RateLimitRule, now: number): FlatStatement {
  const windowOver = now - rule.windowMs;
  return flat`insert into "rate_limits" ("key", "count", "window_started_at") values (${key}, 1, ${now})
    on conflict ("key") do update set
      "count" = case when "window_started_at" <= ${windowOver} then 1 else "count" + 1 end,
      "window_started_at" = case when "window_started_at" <= ${windowOver} then ${now} else "window_started_at" end`;
}

/** Seconds until the window that started at `windowStartedAt` is over (at least 1). */
export function secondsLeftInWindow(windowStartedAt: number, rule: RateLimitRule, now: number): number {
  return Math.max(1, Math.ceil((windowStartedAt + rule.windowMs - now) / 1000));
}

/**
 * Counts one more use of `key`; once more than `limit` happened in the window, the refusal (too
 * many requests, `message`, the seconds until the window is over) for a verb to answer.
 */
export async function countUse(
  db: Database,
  key: string,
  rule: RateLimitRule & { message: string },
  now: number,
): Promise<Refusal | undefined> {
  await sweepEndedWindows(db, now);
  const rows = await db.all<{ count: number; windowStartedAt: number }>(
    sql`${countUseStatement(key, rule, now)} returning "count" as "count", "window_started_at" as "windowStartedAt"`,
  );
  const row = rows[0];
  if (row && Number(row.count) > rule.limit) {
    return refused('too_many_requests', rule.message, { retryAfterSeconds: secondsLeftInWindow(Number(row.windowStartedAt), rule, now) });
  }
  return undefined;
}

/**
 * The refusal (too many requests, `message`) while `key` has used all of its `limit` in the
 * current window; counts nothing. For an answer that must not differ from a rationed one once
 * the ration is spent.
 */
export async function refusalWhileSpent(
  db: Database,
  key: string,
  rule: RateLimitRule & { message: string },
  now: number,
): Promise<Refusal | undefined> {
  const row = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  if (!row) return undefined;
  const startedAt = row.windowStartedAt.getTime();
  if (startedAt > now - rule.windowMs && row.count >= rule.limit) {
    return refused('too_many_requests', rule.message, { retryAfterSeconds: secondsLeftInWindow(startedAt, rule, now) });
  }
  return undefined;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Longer than any window in use (a day for reviews). */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
let lastSweep = 0;

/** Deletes counters whose window ended long ago, at most every 10 minutes per process, so the table stays small. */
export async function sweepEndedWindows(db: Database, now: number): Promise<void> {
  if (Math.abs(now - lastSweep) < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now - LONGEST_WINDOW_MS)));
}
