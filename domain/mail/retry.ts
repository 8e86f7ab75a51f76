/**
 * When a mail that could not be sent is tried again: soon at first, then less often, for up to a
 * day after it was written; after that it is marked failed and shown to the admin.
 */
export const RETRY_DELAYS_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000] as const;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The next attempt after `attempts` failed ones, or null when the mail should be given up. */
export function nextAttemptAt(
  mail: { attempts: number; createdAt: number },
  now: number,
  delays: readonly number[] = RETRY_DELAYS_MS,
  giveUpAfterMs = GIVE_UP_AFTER_MS,
): number | null {
  const delay = delays[Math.min(mail.attempts, delays.length) - 1] ?? delays[0]!;
  const next = now + delay;
  return next - mail.createdAt > giveUpAfterMs ? null : next;
}
