import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginThrottle, rateLimits } from '../../../db/schema/index.ts';
import { tooManyLoginsMessage } from '../../../domain/auth.ts';
import { TooManyRequestsError } from '../http/errors.ts';

/**
 * Login backoff: after `freeFailures` failures for a key, each further failure makes the key
 * wait 2^(n - freeFailures) seconds (1, 2, 4 … capped at 15 minutes) before the next attempt is
 * even checked. Nobody is locked out for good: once the wait has passed the right password
 * works, and a success clears the account's count. Counts start over after a quiet day.
 */
export const LOGIN_FREE_FAILURES = { account: 5, address: 10 } as const;
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures) * 1000, MAX_LOGIN_DELAY_MS);
}

export const accountKey = (normalizedEmail: string) => `account:${normalizedEmail}`;
export const addressKey = (address: string) => `address:${address}`;

/** Throws 429 (with the wait in seconds) when any of `keys` is still waiting. */
export async function assertLoginAllowed(db: Database, keys: string[], now: number): Promise<void> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (until > now) {
    const seconds = Math.ceil((until - now) / 1000);
    throw new TooManyRequestsError(tooManyLoginsMessage(seconds), seconds);
  }
}

export async function recordLoginFailure(db: Database, key: string, freeFailures: number, now: number): Promise<void> {
  const stale = now - FAILURES_FORGOTTEN_AFTER_MS;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, blockedUntil: null, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.updatedAt} < ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        updatedAt: new Date(now),
      },
    })
    .returning({ failures: loginThrottle.failures });
  const delay = loginDelayMs(row?.failures ?? 1, freeFailures);
  if (delay > 0) {
    await db.update(loginThrottle).set({ blockedUntil: new Date(now + delay) }).where(eq(loginThrottle.key, key));
  }
}

export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * Counts one more use of `key` in a fixed window; throws 429 with `message` once more than
 * `limit` happened in the current window.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number; message: string },
  now: number,
): Promise<void> {
  const windowOver = now - options.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowOver} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (row && row.count > options.limit) {
    const seconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + options.windowMs - now) / 1000));
    throw new TooManyRequestsError(options.message, seconds);
  }
}
