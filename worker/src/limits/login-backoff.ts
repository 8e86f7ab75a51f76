import { and, eq, gte, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginThrottle } from '../../../db/schema/index.ts';
import { tooManyLoginsMessage } from '../../../domain/auth.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';

/**
 * Failed password checks slow down whoever keeps failing, never the owner of an account (the
 * rule in docs/product/security.md). Each key lets `freeFailures` failures through, then
 * each further failure makes it wait 2^(n - freeFailures) seconds (1, 2, 4 … capped at 15
 * minutes) before another password is even checked. Counts start over after a quiet day.
 *
 * An attempt is counted as a failure *before* the slow password hash, in one atomic statement
 * that also refuses it while the key waits; a success then takes its count back. So requests sent
 * together get no more password checks than the rule allows.
 */
export const LOGIN_FREE_FAILURES = {
  /** Failures against one account from browsers that never signed in to it. */
  account: 5,
  /** Different accounts one address failed to sign in to (password spraying). */
  address: 10,
  /** Failures from one browser that signed in to the account before. */
  device: 5,
  /** Wrong current passwords given by a signed-in session (account changes). */
  session: 5,
} as const;
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Past 2^20 s the cap has long applied; bounds the shift in SQL. */
const MAX_DOUBLINGS = 20;

export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - freeFailures, MAX_DOUBLINGS) * 1000, MAX_LOGIN_DELAY_MS);
}

export interface BackoffKey {
  key: string;
  freeFailures: number;
}

export const accountKey = (normalizedEmail: string): BackoffKey => ({
  key: `account:${normalizedEmail}`,
  freeFailures: LOGIN_FREE_FAILURES.account,
});
export const addressKey = (address: string): BackoffKey => ({ key: `address:${address}`, freeFailures: LOGIN_FREE_FAILURES.address });
export const deviceKey = (deviceId: string): BackoffKey => ({ key: `device:${deviceId}`, freeFailures: LOGIN_FREE_FAILURES.device });
export const sessionPasswordKey = (userId: string): BackoffKey => ({ key: `session:${userId}`, freeFailures: LOGIN_FREE_FAILURES.session });
/** Marks that `address` has tried `normalizedEmail` today, so the address counts each account once. */
const triedKey = (address: string, normalizedEmail: string) => `tried:${address}|${normalizedEmail}`;

/**
 * Counts one attempt against `backoff` unless it is waiting: the count with this attempt, or
 * null while the key waits. One statement, so concurrent attempts cannot all slip past the check.
 */
async function reserve(db: Database, backoff: BackoffKey, now: number): Promise<number | null> {
  const stale = now - FAILURES_FORGOTTEN_AFTER_MS;
  const failures = sql`(case when ${loginThrottle.updatedAt} < ${stale} then 1 else ${loginThrottle.failures} + 1 end)`;
  const maxSeconds = MAX_LOGIN_DELAY_MS / 1000;
  const firstDelay = loginDelayMs(1, backoff.freeFailures);
  const rows = await db
    .insert(loginThrottle)
    .values({ key: backoff.key, failures: 1, blockedUntil: firstDelay ? new Date(now + firstDelay) : null, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        blockedUntil: sql`case when ${failures} >= ${backoff.freeFailures}
          then ${now} + min(1 << min(${failures} - ${backoff.freeFailures}, ${MAX_DOUBLINGS}), ${maxSeconds}) * 1000
          else null end`,
        updatedAt: new Date(now),
      },
      setWhere: sql`${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} <= ${now}`,
    })
    .returning({ failures: loginThrottle.failures });
  return rows[0]?.failures ?? null;
}

/** Takes back one counted attempt (it succeeded, or another key refused it). */
async function release(db: Database, backoff: BackoffKey): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`max(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${backoff.freeFailures} then null else ${loginThrottle.blockedUntil} end`,
    })
    .where(eq(loginThrottle.key, backoff.key));
}

async function forget(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Too many requests, with the seconds `backoff` still waits. */
async function refusal(db: Database, backoff: BackoffKey, now: number): Promise<Refusal> {
  const [row] = await db.select({ blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, backoff.key));
  const seconds = Math.max(1, Math.ceil(((row?.blockedUntil?.getTime() ?? now) - now) / 1000));
  return refused('too_many_requests', tooManyLoginsMessage(seconds), { retryAfterSeconds: seconds });
}

async function isWaiting(db: Database, backoff: BackoffKey, now: number): Promise<boolean> {
  const [row] = await db.select({ blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, backoff.key));
  return (row?.blockedUntil?.getTime() ?? 0) > now;
}

/** An attempt that passed the backoff: tell it how the password check went. */
export interface LoginAttempt {
  /** The password was right: the attempt's counts are taken back and the account's cleared. */
  succeeded(): Promise<void>;
}

/**
 * The attempt, refused as too many requests (with the wait in seconds) unless it may check a
 * password; it counts as a failure until `succeeded()` says otherwise.
 *
 * - `from: { device }`: a browser that signed in to this account before answers only for its
 *   own failures; nobody else's failures can keep the owner out.
 * - `from: { address }`: any other browser is held by the account's count and by its address,
 *   which counts each account it fails on once a day (spraying many accounts from one address).
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: { normalizedEmail: string; from: { device: string } | { address: string } },
  now: number,
): Promise<Outcome<LoginAttempt>> {
  await sweepForgottenFailures(db, now);
  if ('device' in attempt.from) {
    const device = deviceKey(attempt.from.device);
    if ((await reserve(db, device, now)) === null) return refusal(db, device, now);
    return done({ succeeded: () => forget(db, device.key) });
  }

  const account = accountKey(attempt.normalizedEmail);
  const address = addressKey(attempt.from.address);
  if ((await reserve(db, account, now)) === null) return refusal(db, account, now);
  const tried = { key: triedKey(attempt.from.address, attempt.normalizedEmail), freeFailures: Number.MAX_SAFE_INTEGER };
  const firstTry = (await reserve(db, tried, now)) === 1;
  const countedOnAddress = firstTry && (await reserve(db, address, now)) !== null;
  if (firstTry ? !countedOnAddress : await isWaiting(db, address, now)) {
    await Promise.all([release(db, account), firstTry ? forget(db, tried.key) : undefined]);
    return refusal(db, address, now);
  }
  return done({
    succeeded: async () => {
      await Promise.all([forget(db, account.key), forget(db, tried.key), countedOnAddress ? release(db, address) : undefined]);
    },
  });
}

/**
 * A signed-in person confirming their current password (account changes): their own count, so
 * a stolen session cannot guess at leisure and strangers' failures never block the owner.
 */
export async function beginPasswordConfirmation(db: Database, userId: string, now: number): Promise<Outcome<LoginAttempt>> {
  const session = sessionPasswordKey(userId);
  if ((await reserve(db, session, now)) === null) return refusal(db, session, now);
  return done({ succeeded: () => forget(db, session.key) });
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/**
 * Deletes counts nobody remembers any more (quiet for a day, no wait pending), at most every
 * 10 minutes per process: an attacker trying many accounts or addresses leaves a row for each,
 * and the table must not grow without end.
 */
export async function sweepForgottenFailures(db: Database, now: number): Promise<void> {
  if (Math.abs(now - lastSweep) < SWEEP_EVERY_MS) return;
  lastSweep = now;
  const stale = new Date(now - FAILURES_FORGOTTEN_AFTER_MS);
  await db
    .delete(loginThrottle)
    .where(and(lt(loginThrottle.updatedAt, stale), or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, new Date(now)))));
}

/** Failed sign-ins at or above which the admin is told (a storm, not a forgotten password). */
export const STORM_THRESHOLD = { account: 20, address: LOGIN_FREE_FAILURES.address } as const;

export interface SignInStorm {
  kind: 'account' | 'address';
  /** The account's e-mail, or the address. */
  target: string;
  failures: number;
  lastAttemptAt: Date;
}

/** Accounts and addresses with a storm of failed sign-ins in the last day, most failures first. */
export async function listSignInStorms(db: Database, now: number): Promise<SignInStorm[]> {
  const since = new Date(now - FAILURES_FORGOTTEN_AFTER_MS);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      and(
        gte(loginThrottle.updatedAt, since),
        or(
          and(like(loginThrottle.key, 'account:%'), gte(loginThrottle.failures, STORM_THRESHOLD.account)),
          and(like(loginThrottle.key, 'address:%'), gte(loginThrottle.failures, STORM_THRESHOLD.address)),
        ),
      ),
    )
    .orderBy(sql`${loginThrottle.failures} desc`)
    .limit(20);
  return rows.map((row) => {
    const [kind, ...rest] = row.key.split(':');
    return {
      kind: kind === 'account' ? 'account' : 'address',
      target: rest.join(':'),
      failures: row.failures,
      lastAttemptAt: row.updatedAt,
    };
  });
}
